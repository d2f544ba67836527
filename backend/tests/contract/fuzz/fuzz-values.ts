import fc from 'fast-check';

/**
 * The building blocks every family draws on: strings and JSON values a validator must survive,
 * bodies that are wrong in every way a client can be wrong, and ways to put text into a URL or a
 * header (percent-encoded, raw bytes, or invalid UTF-8).
 */

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
export const ODD_METHODS = ['TRACE', 'PROPFIND', 'MKCOL', 'PURGE', 'FOO', 'get', 'M-SEARCH'];

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202e',
  '%',
  '%00',
  '%ff%fe',
  '%zz',
  '../../../../etc/passwd',
  '..\\..\\windows',
  "' or '1'='1' --",
  '"); drop table public.charts; --',
  '$1',
  '\\',
  '"',
  '<script>alert(1)</script>',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '{}',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999999999999999',
  '-9223372036854775809',
  '2024-13-45T25:61:61Z',
  'infinity',
  '\r\n',
  'eq.',
  'in.(',
  '(((((',
  '*',
  'a,b',
  '🧿🜂♈︎',
  'ǅ\u0301',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'javascript:alert(1)',
  'http://evil.example/',
  '//evil.example',
  'a@b.c',
  '@',
  'user@example.com\u0000',
];

/** Text a validator must survive: odd, empty, huge, NUL, lone surrogates, injection-looking. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 24 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 24 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(300, 5_000, 70_000), fc.constantFrom('a', 'é', '\u0000', '🧿'))
      .map(([n, unit]) => unit.repeat(n)),
    weight: 1,
  },
);

const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, -0, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308),
);

/** JSON values of every type, nested a little: the wrong type for almost any field. */
export const junkValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    weirdNumber,
    nastyString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

const json = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null');

/** Nesting far beyond anything real, built as text so no parser of ours is used to make it. */
const deepJson = fc
  .tuple(fc.constantFrom(64, 2_000, 40_000), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) =>
    Buffer.from(
      kind === 'array'
        ? `${'['.repeat(depth)}${']'.repeat(depth)}`
        : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
  );

const INVALID_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe2, 0x82],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0x80],
];
export const invalidUtf8 = fc.constantFrom(...INVALID_UTF8.map((bytes) => Buffer.from(bytes)));

/** A JSON document that is well formed except for invalid UTF-8 inside one of its strings. */
const invalidUtf8Json = (template: fc.Arbitrary<Record<string, unknown>>) =>
  fc.tuple(template, fc.nat(), invalidUtf8).map(([value, pick, bytes]) => {
    const keys = Object.keys(value);
    const key = keys.length ? keys[pick % keys.length]! : 'a';
    return Buffer.concat([Buffer.from(`{${JSON.stringify(key)}:"x`), bytes, Buffer.from('y"}')]);
  });

const RAW_BODIES = [
  '',
  'null',
  '[]',
  '[{}]',
  '""',
  '0',
  'true',
  '{',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  '{"n":1e999}',
  '{"n":-1e999}',
  '{"n":123456789012345678901234567890}',
  "{'single':'quotes'}",
  '{"a":NaN}',
  '{"a":undefined}',
  'a=1&b=2',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  '<?xml version="1.0"?><a/>',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
];

/**
 * Takes a well-formed value from `template` and breaks it in one way: a field dropped, a field of
 * the wrong type, an unknown field, or the whole thing wrapped in an array.
 */
export function mutated(template: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      template,
      fc.nat(),
      fc.constantFrom('drop', 'retype', 'add', 'wrap', 'keep'),
      junkValue,
      nastyString,
    )
    .map(([value, pick, how, junk, key]) => {
      const keys = Object.keys(value);
      const target = keys.length ? keys[pick % keys.length]! : key;
      const copy: Record<string, unknown> = { ...value };
      switch (how) {
        case 'drop':
          delete copy[target];
          return copy;
        case 'retype':
          copy[target] = junk;
          return copy;
        case 'add':
          copy[key] = junk;
          return copy;
        case 'wrap':
          return [copy];
        default:
          return copy;
      }
    });
}

/** A request body: mostly a broken version of what the endpoint expects, sometimes not JSON at all. */
export function bodyFor(template: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Buffer> {
  return fc.oneof(
    { arbitrary: mutated(template).map(json), weight: 6 },
    { arbitrary: junkValue.map(json), weight: 2 },
    { arbitrary: fc.constantFrom(...RAW_BODIES).map((text) => Buffer.from(text)), weight: 2 },
    { arbitrary: invalidUtf8Json(template), weight: 1 },
    { arbitrary: deepJson, weight: 1 },
    { arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
  );
}

/** Percent-encodes every byte of the text's UTF-8 (lone surrogates become U+FFFD, as a browser sends). */
const percentBytes = (bytes: Buffer) =>
  [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const percentAll = (text: string) => percentBytes(Buffer.from(text, 'utf8'));

/**
 * Puts text into a URL as a client might: properly encoded, as raw UTF-8 bytes (sent as latin1
 * characters, which node:http passes through), or with invalid UTF-8 and broken escapes.
 */
export function inUrl(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(
      text,
      fc.constantFrom('encoded', 'encoded', 'encoded', 'encoded', 'raw', 'invalid'),
      invalidUtf8,
    )
    .map(([value, how, bad]) => {
      if (how === 'encoded')
        return percentAll(value).replace(/%([0-9a-z]{2})/g, (m, hex: string) => {
          const char = String.fromCharCode(parseInt(hex, 16));
          return /[A-Za-z0-9_.~-]/.test(char) ? char : m.toUpperCase();
        });
      if (how === 'invalid') return `${percentAll(value).slice(0, 30)}${percentBytes(bad)}`;
      // Raw bytes: only what node:http accepts in a request target (0x21-0xff); the rest escaped.
      return [...Buffer.from(value, 'utf8')]
        .map((byte) =>
          byte <= 0x20 || byte === 0x7f || '#?&'.includes(String.fromCharCode(byte))
            ? `%${byte.toString(16).padStart(2, '0')}`
            : String.fromCharCode(byte),
        )
        .join('');
    });
}

/** Text as a header value: its UTF-8 bytes as latin1, minus what no HTTP client can send. */
export const asHeaderValue = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      (byte < 0x20 && byte !== 0x09) || byte === 0x7f ? '?' : String.fromCharCode(byte),
    )
    .join('');

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/vnd.pgrst.object+json',
  'text/csv',
  'image/png',
  '*/*',
  '',
  ';;;',
  'application/json, text/plain',
  'application/\u00ff',
];

/** Headers that lie, repeat or make no sense; each request gets a few. */
export const oddHeaders: fc.Arbitrary<[string, string][]> = fc.array(
  fc.oneof(
    fc.constantFrom(...CONTENT_TYPES).map((v): [string, string] => ['content-type', v]),
    fc
      .constantFrom(
        'return=representation',
        'return=minimal',
        'return=headers-only',
        'resolution=merge-duplicates',
        'resolution=ignore-duplicates',
        'count=exact',
        'count=planned',
        'tx=rollback',
        'handling=strict',
        'missing=default',
        'max-affected=0',
        'params=single-object',
        'timezone=Mars/Olympus_Mons',
        'return=representation, count=exact, tx=commit',
        'x'.repeat(2000),
      )
      .map((v): [string, string] => ['prefer', v]),
    fc
      .constantFrom(
        'application/json',
        'application/vnd.pgrst.object+json',
        'application/vnd.pgrst.plan+json',
        'application/geo+json',
        'text/csv',
        'application/octet-stream',
        'text/event-stream',
        'image/*;q=0',
        '*/*;q=abc',
      )
      .map((v): [string, string] => ['accept', v]),
    fc
      .constantFrom('0-9', '5-1', '-1', 'items=0-9', 'bytes=0-', '0-99999999999999999999', 'abc')
      .map((v): [string, string] => ['range', v]),
    fc
      .constantFrom('public', 'auth', 'storage', 'stack_dev', 'pg_catalog', 'nope', '')
      .map((v): [string, string] => ['accept-profile', v]),
    fc
      .constantFrom('public', 'auth', 'storage', 'nope')
      .map((v): [string, string] => ['content-profile', v]),
    fc
      .constantFrom('gzip', 'br', 'deflate', 'identity;q=0', 'x'.repeat(500))
      .map((v): [string, string] => ['accept-encoding', v]),
    fc
      .constantFrom(
        'a@b',
        'exa mple',
        '',
        '[::1',
        'x/y',
        'évil',
        '127.0.0.1:99999',
        'a'.repeat(300),
      )
      .map((v): [string, string] => ['host', asHeaderValue(v)]),
    fc
      .constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1', '')
      .map((v): [string, string] => ['x-forwarded-for', v]),
    fc.constantFrom('https://evil.example', 'null', '').map((v): [string, string] => ['origin', v]),
    fc
      .constantFrom('PATCH', 'X', '')
      .map((v): [string, string] => ['access-control-request-method', v]),
    fc.constantFrom('true', 'false', 'yes', '').map((v): [string, string] => ['x-upsert', v]),
    fc
      .constantFrom('2024-01-01', 'garbage')
      .map((v): [string, string] => ['x-supabase-api-version', v]),
    nastyString.map((v): [string, string] => ['x-client-info', asHeaderValue(v).slice(0, 4000)]),
  ),
  { maxLength: 3 },
);

export interface Credentials {
  anonKey: string;
  userToken: string;
  /** Tokens that are almost right: another signature, alg none, expired-looking, huge. */
  garbageTokens: string[];
}

export interface Credential {
  label: string;
  headers: [string, string][];
  /** The apikey as a query parameter instead (WebSocket style). */
  queryKey?: string;
}

/** Who asks: nobody, the anon key, a signed-in user, or someone with broken credentials. */
export function credential(
  keys: Credentials,
  opts: { queryKey?: boolean } = {},
): fc.Arbitrary<Credential> {
  const garbage = fc.oneof(
    fc.constantFrom(...keys.garbageTokens),
    nastyString.map((s) => asHeaderValue(s).slice(0, 9000)),
  );
  const header = (label: string, ...headers: [string, string][]): fc.Arbitrary<Credential> =>
    fc.constant({ label, headers });
  const withGarbage = (label: string, headers: (token: string) => [string, string][]) =>
    garbage.map((token): Credential => ({ label, headers: headers(token) }));
  // Mostly callers who get past the key check, so the handlers behind it are reached.
  const options: fc.WeightedArbitrary<Credential>[] = [
    { weight: 1, arbitrary: header('none') },
    { weight: 2, arbitrary: header('anon', ['apikey', keys.anonKey]) },
    {
      weight: 1,
      arbitrary: header(
        'anon',
        ['apikey', keys.anonKey],
        ['authorization', `Bearer ${keys.anonKey}`],
      ),
    },
    {
      weight: 4,
      arbitrary: header(
        'user',
        ['apikey', keys.anonKey],
        ['authorization', `Bearer ${keys.userToken}`],
      ),
    },
    {
      weight: 1,
      arbitrary: header('user-without-apikey', ['authorization', `Bearer ${keys.userToken}`]),
    },
    { weight: 1, arbitrary: header('user-as-apikey', ['apikey', keys.userToken]) },
    {
      weight: 2,
      arbitrary: withGarbage('garbage-token', (token) => [
        ['apikey', keys.anonKey],
        ['authorization', `Bearer ${token}`],
      ]),
    },
    {
      weight: 1,
      arbitrary: withGarbage('garbage-authorization', (token) => [
        ['apikey', keys.anonKey],
        ['authorization', token],
      ]),
    },
    { weight: 1, arbitrary: withGarbage('garbage-apikey', (token) => [['apikey', token]]) },
    { weight: 1, arbitrary: header('two-apikeys', ['apikey', 'wrong'], ['apikey', keys.anonKey]) },
  ];
  if (opts.queryKey)
    options.push({
      weight: 1,
      arbitrary: fc.constant({ label: 'anon', headers: [], queryKey: keys.anonKey }),
    });
  return fc.oneof(...options);
}
