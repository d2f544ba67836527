import fc from 'fast-check';
import type { FuzzRequest } from './http-probe';
import { inUrl, nastyString, oddHeaders } from './fuzz-values';
import { assemble } from './request-shape';

const nobody = { label: 'none', headers: [] as [string, string][] };

const SHELL_PATHS = [
  '/',
  '/index.html',
  '/login',
  '/login/',
  '/login.html',
  '/env-config.json',
  '/sw.js',
  '/manifest.webmanifest',
  '/favicon.ico',
  '/assets/missing.js',
  '/charts/natal',
  '/%00',
  '/a%00b.js',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2fetc%2fpasswd',
  '/../../etc/passwd',
  '/./index.html',
  '//etc/passwd',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/%ff%fe',
  '/\u00ff\u00fe',
  '/%5c..%5c..%5cetc%5cpasswd',
  '/index.html%00.png',
  '/.env',
  '/.git/config',
  '/package.json',
  `/${'a'.repeat(4000)}`,
  `/${'a/'.repeat(500)}`,
  '/con',
  '/index.html/',
  '/assets/.',
];

/** GET and friends on the front ends, remotes and /env-config.json, with traversal and odd bytes. */
export function staticRequests(): fc.Arbitrary<FuzzRequest> {
  const remote = fc
    .tuple(
      fc.constantFrom(
        'chat',
        'charts',
        'learning',
        'admin',
        'constructor',
        'x',
        'hasownproperty',
        'prototype',
        'tostring',
      ),
      fc.oneof(
        fc.constantFrom(
          'remoteEntry.js',
          'mf-manifest.json',
          '',
          '../../shell/dist/index.html',
          '%2e%2e/%2e%2e/package.json',
          '%00',
          'a/b/c.js',
        ),
        inUrl(nastyString),
      ),
    )
    .map(([name, file]) => `/remotes/${name}/${file}`);
  const path = fc.oneof(
    { arbitrary: fc.constantFrom(...SHELL_PATHS), weight: 4 },
    { arbitrary: remote, weight: 3 },
    { arbitrary: inUrl(nastyString).map((v) => `/${v}`), weight: 2 },
  );
  return fc
    .record({
      method: fc.oneof(
        { arbitrary: fc.constantFrom('GET', 'HEAD'), weight: 6 },
        {
          arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'FOO'),
          weight: 1,
        },
      ),
      path,
      query: fc.array(inUrl(nastyString), { maxLength: 2 }),
      headers: oddHeaders,
      extra: fc.array(
        fc.oneof(
          fc
            .constantFrom('gzip', 'gzip, br', 'x'.repeat(300))
            .map((v): [string, string] => ['accept-encoding', v]),
          fc
            .constantFrom('bytes=0-10', 'bytes=-1', 'bytes=99999999999-')
            .map((v): [string, string] => ['range', v]),
          fc.constantFrom('"x"', '*', 'W/"1"').map((v): [string, string] => ['if-none-match', v]),
          fc
            .constantFrom('Sat, 01 Jan 2000 00:00:00 GMT', 'garbage')
            .map((v): [string, string] => ['if-modified-since', v]),
        ),
        { maxLength: 2 },
      ),
    })
    .map((p) =>
      assemble({
        method: p.method,
        path: p.path,
        query: p.query,
        credential: nobody,
        headers: [...p.headers, ...p.extra],
        body: p.method === 'POST' || p.method === 'PUT' ? Buffer.from('{"a":1}') : undefined,
      }),
    );
}

/**
 * Reads of the development mailbox and text outbox with odd filters. Never DELETE: other test
 * files wait for their mail there.
 */
export function devRequests(): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'OPTIONS'),
      path: fc.oneof(
        fc.constantFrom(
          '/_dev/mail',
          '/_dev/mail/ui',
          '/_dev/sms',
          '/_dev/sms/',
          '/_dev/stack',
          '/_dev',
          '/_dev/sms/x',
        ),
        inUrl(nastyString).map((v) => `/_dev/${v}`),
      ),
      query: fc.array(
        fc.oneof(
          inUrl(nastyString).map((v) => `to=${v}`),
          inUrl(fc.oneof(fc.integer().map(String), nastyString)).map((v) => `limit=${v}`),
        ),
        { maxLength: 2 },
      ),
    })
    .map((p) => assemble({ method: p.method, path: p.path, query: p.query, credential: nobody }));
}
