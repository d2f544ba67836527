/**
 * A JSON answer with the headers the gateway's `sendJson` gives every other service: the charset
 * spelled out, and a length, so that a small answer is not sent chunked.
 */
export function storageJson(status: number, body: unknown): Response {
  const payload = JSON.stringify(body);
  return new Response(payload, {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(payload)),
    },
  });
}
