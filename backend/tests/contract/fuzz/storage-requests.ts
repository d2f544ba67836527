import fc from 'fast-check';
import type { FuzzRequest } from './http-probe';
import {
  bodyFor,
  credential,
  inUrl,
  junkValue,
  nastyString,
  type Credentials,
} from './fuzz-values';
import { assemble, envelope, methodFor, oversized } from './request-shape';

export interface StorageFuzzContext {
  credentials: Credentials;
  userId: string;
  bodyLimit: number;
}

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG header announcing 100000 × 100000 pixels: a decompression bomb's first bytes. */
const HUGE_PNG_HEADER = (() => {
  const header = Buffer.from(TINY_PNG.subarray(0, 33));
  header.writeUInt32BE(100_000, 16);
  header.writeUInt32BE(100_000, 20);
  return Buffer.concat([header, TINY_PNG.subarray(33)]);
})();

const fileBytes = fc.oneof(
  fc.constantFrom(
    TINY_PNG,
    TINY_PNG.subarray(0, 40),
    HUGE_PNG_HEADER,
    Buffer.from('GIF89a\u0001\u0000\u0001\u0000garbage'),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    ),
    Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
    Buffer.alloc(0),
  ),
  fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
);

/** Multipart bodies as storage-js sends them, and broken ones. */
const multipart = fc
  .tuple(
    fileBytes,
    fc.constantFrom('good', 'no-end', 'wrong-boundary', 'no-headers', 'many-parts'),
    nastyString,
  )
  .map(([bytes, how, text]): [string, Buffer] => {
    const boundary = 'fuzzboundary';
    const part = (name: string, body: Buffer, type = 'image/png') =>
      Buffer.concat([
        Buffer.from(
          how === 'no-headers'
            ? `--${boundary}\r\n\r\n`
            : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${text.slice(0, 40).replace(/["\r\n]/g, '')}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        body,
        Buffer.from('\r\n'),
      ]);
    const parts =
      how === 'many-parts'
        ? Array.from({ length: 200 }, (_, i) => part(`p${i}`, Buffer.from('x'), 'text/plain'))
        : [part('cacheControl', Buffer.from('3600'), 'text/plain'), part('', bytes)];
    const end = how === 'no-end' ? '' : `--${boundary}--\r\n`;
    const declared = how === 'wrong-boundary' ? 'other' : boundary;
    return [
      `multipart/form-data; boundary=${declared}`,
      Buffer.concat([...parts, Buffer.from(end)]),
    ];
  });

/** Requests to /storage/v1: uploads of non-images and broken forms, odd names, lists and deletes. */
export function storageRequests(ctx: StorageFuzzContext): fc.Arbitrary<FuzzRequest> {
  const bucket = fc.oneof(
    { arbitrary: fc.constant('avatars'), weight: 4 },
    { arbitrary: fc.constantFrom('nonexistent', 'AVATARS', '', '..', 'avatars/..'), weight: 1 },
    { arbitrary: inUrl(nastyString), weight: 1 },
  );
  const name = fc.oneof(
    { arbitrary: fc.constant(`${ctx.userId}/avatar.png`), weight: 2 },
    { arbitrary: inUrl(nastyString).map((n) => `${ctx.userId}/${n}`), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        'someone-else/avatar.png',
        '../avatars/x.png',
        '%2e%2e/%2e%2e/x',
        `${'a/'.repeat(300)}x.png`,
        `${ctx.userId}/${'n'.repeat(2000)}`,
        `${ctx.userId}//x.png`,
        `${ctx.userId}/%00.png`,
        '',
      ),
      weight: 2,
    },
    { arbitrary: inUrl(nastyString), weight: 2 },
  );
  const upload = fc
    .record({
      method: methodFor('POST'),
      bucket,
      name,
      body: fc.oneof(
        fileBytes.map((bytes): [string | null, Buffer] => ['image/png', bytes]),
        fc.tuple(
          fc.constantFrom('image/jpeg', 'text/plain', 'image/svg+xml', 'application/json', null),
          fileBytes,
        ),
        multipart,
      ),
      upsert: fc.option(fc.constantFrom('true', 'false', 'TRUE', 'yes', ''), { nil: undefined }),
      huge: fc.oneof(
        { arbitrary: fc.constant(false), weight: 30 },
        { arbitrary: fc.constant(true), weight: 1 },
      ),
    })
    .map((p) => ({
      method: p.method,
      path: `/object/${p.bucket}/${p.name}`,
      contentType: p.body[0],
      body: p.huge ? oversized(ctx.bodyLimit) : p.body[1],
      headers: p.upsert === undefined ? [] : ([['x-upsert', p.upsert]] as [string, string][]),
    }));
  const download = fc
    .record({
      method: methodFor('GET'),
      kind: fc.constantFrom(
        '/object/public',
        '/object/authenticated',
        '/object',
        '/object/sign',
        '/render/image/public',
      ),
      bucket,
      name,
      download: fc.option(inUrl(nastyString), { nil: undefined }),
    })
    .map((p) => ({
      method: p.method,
      path: `${p.kind}/${p.bucket}/${p.name}${p.download === undefined ? '' : `?download=${p.download}`}`,
      contentType: null,
      body: undefined,
      headers: [] as [string, string][],
    }));
  const listOrRemove = fc
    .record({
      remove: fc.boolean(),
      bucket,
      body: fc.oneof(
        bodyFor(
          fc.record(
            {
              prefix: fc.oneof(fc.constant(`${ctx.userId}/`), nastyString, junkValue),
              limit: fc.oneof(fc.integer(), junkValue),
              offset: fc.oneof(fc.integer(), junkValue),
              search: fc.oneof(nastyString, junkValue),
              sortBy: fc.oneof(
                fc.record({
                  column: fc.oneof(
                    fc.constantFrom('name', 'created_at', 'id; drop table x'),
                    junkValue,
                  ),
                  order: fc.oneof(fc.constantFrom('asc', 'desc'), junkValue),
                }),
                junkValue,
              ),
            },
            { requiredKeys: [] },
          ),
        ),
        bodyFor(
          fc.record({
            prefixes: fc.oneof(
              fc.array(fc.oneof(fc.constant(`${ctx.userId}/avatar.png`), nastyString), {
                maxLength: 5,
              }),
              junkValue,
            ),
          }),
        ),
      ),
    })
    .map((p) => ({
      method: p.remove ? 'DELETE' : 'POST',
      path: p.remove ? `/object/${p.bucket}` : `/object/list/${p.bucket}`,
      contentType: 'application/json',
      body: p.body,
      headers: [] as [string, string][],
    }));
  const elsewhere = fc
    .record({
      method: methodFor('GET'),
      path: fc.oneof(
        fc.constantFrom(
          '',
          '/',
          '/bucket',
          '/bucket/avatars',
          '/object',
          '/object/',
          '/s3/avatars',
          '/version',
        ),
        inUrl(nastyString).map((v) => `/${v}`),
      ),
      body: bodyFor(
        fc.record({
          id: nastyString,
          name: nastyString,
          public: fc.oneof(fc.boolean(), junkValue),
        }),
      ),
    })
    .map((p) => ({ ...p, contentType: 'application/json', headers: [] as [string, string][] }));

  return fc
    .record({
      op: fc.oneof(
        { arbitrary: upload, weight: 4 },
        { arbitrary: download, weight: 3 },
        { arbitrary: listOrRemove, weight: 2 },
        { arbitrary: elsewhere, weight: 1 },
      ),
      credential: credential(ctx.credentials),
      envelope,
    })
    .map(({ op, credential: cred, envelope: env }) =>
      assemble({
        method: op.method,
        path: `/storage/v1${op.path}`,
        credential: cred,
        contentType: op.contentType,
        headers: [...op.headers, ...env.headers.filter(([n]) => n !== 'content-type')],
        body: op.body,
        chunked: env.chunked,
        bodyOnRead: env.bodyOnRead,
        limit: ctx.bodyLimit,
      }),
    );
}
