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
