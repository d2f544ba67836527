import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';

export class PayloadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than the limit of ${limit} bytes`);
  }
}

/** Fails fast on a declared Content-Length above the limit, before reading anything. */
export function declaredTooLarge(req: IncomingMessage, limit: number): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}

/** Buffers a request body, refusing more than `limit` bytes even when no length was declared. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (declaredTooLarge(req, limit)) {
    req.resume();
    return Promise.reject(new PayloadTooLargeError(limit));
  }
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new PayloadTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => !failed && resolveBody(Buffer.concat(chunks)));
    req.on('error', (error) => !failed && reject(error));
  });
}

/**
 * After answering a request early (its body refused), reads and drops whatever else arrives.
 * Destroying the request, or closing the connection while the client is still sending, resets
 * it and the client may never read the answer. An upload that never ends is cut by the server's
 * request timeout.
 */
export function discardRestOfBody(req: IncomingMessage): void {
  req.unpipe();
  req.resume();
}

/** A pass-through stream that errors with PayloadTooLargeError once `limit` bytes have passed. */
export function createLimitStream(limit: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      size += chunk.length;
      if (size > limit) callback(new PayloadTooLargeError(limit));
      else callback(null, chunk);
    },
  });
}
