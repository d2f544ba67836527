import type { FuzzRequest } from './http-probe';

/**
 * Requests that once got a 5xx or no answer at all. Each family sends its share before the
 * generated requests, so these stay fixed whatever the seed or the generators become.
 */

const request = (
  method: string,
  target: string,
  headers: [string, string][] = [],
  body?: string,
): FuzzRequest => ({
  method,
  target,
  headers,
  body: body === undefined ? undefined : Buffer.from(body, 'latin1'),
  credential: 'known',
});

export function knownCrashers(anonKey: string) {
  const key: [string, string] = ['apikey', anonKey];
  const json: [string, string] = ['content-type', 'application/json'];
  return {
    rest: [
      // Invalid UTF-8 in a filter.
      request('GET', '/rest/v1/charts?name=eq.%ff%fe', [key]),
      request('GET', '/rest/v1/wizard_brains?title=eq.%ed%a0%80', [key]),
      // A body on a GET: the data service must not wait for it forever.
      request('GET', '/rest/v1/wizard_brains?select=brain_id', [key, json], '[{"a":1}]'),
      // Bytes outside ASCII in headers the data service reads.
      request(
        'POST',
        '/rest/v1/rpc/check_username',
        [key, ['content-type', 'application/\u00ff']],
        '{}',
      ),
      request('GET', '/rest/v1/wizard_brains?select=brain_id', [key, ['accept', '\u00ff']]),
      request('GET', '/rest/v1/wizard_brains?select=brain_id', [key, ['x-anything', '\u00ff']]),
      // A long query whose echo in PostgREST's Content-Location outgrows the proxy's header limit.
      request('GET', `/rest/v1/wizard_brains?select=brain_id&title=in.(${'a,'.repeat(5000)}a)`, [
        key,
      ]),
      // JSON that is not rows.
      request('POST', '/rest/v1/contact_messages', [key, json], '[]'),
      request('POST', '/rest/v1/contact_messages', [key, json], 'null'),
      request('POST', '/rest/v1/contact_messages', [key, json], '1'),
    ],
    rpc: [
      // A chunk size of zero or less never finished, burning temp files.
      request('POST', '/rest/v1/rpc/brain_document_chunk_texts', [key, json], '{"target_chars":0}'),
      request(
        'POST',
        '/rest/v1/rpc/brain_document_chunk_texts',
        [key, json],
        '{"target_chars":-1}',
      ),
    ],
    functions: [
      // A Host header that is no valid authority, and methods Fetch cannot carry.
      request('GET', '/functions/v1/health', [['host', 'a@b']]),
      request('GET', '/functions/v1/health', [['host', 'exa mple']]),
      request('GET', '/functions/v1/health', [['host', '127.0.0.1:99999']]),
      request('POST', '/functions/v1/brain/chat', [['host', '[::1'], json], '{}'),
      request('TRACE', '/functions/v1/health'),
      request('TRACE', '/functions/v1/brain/chat', [json], '{}'),
      request('get', '/functions/v1/health'),
    ],
    static: [
      // Names of Object.prototype's members where a remote's name goes.
      request('GET', '/remotes/constructor/remoteEntry.js'),
      request('HEAD', '/remotes/constructor/x'),
    ],
    dev: [
      // NUL cannot be stored in PostgreSQL text, so it must not reach a query.
      request('GET', '/_dev/mail?to=%00'),
      request('GET', '/_dev/mail/ui?to=a%00b'),
      request('GET', '/_dev/sms?to=%00'),
    ],
  };
}
