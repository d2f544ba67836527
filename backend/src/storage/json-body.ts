import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { WithBody } from './storage-env';
import { storageErrors } from './storage-errors';

/**
 * Lists and removals are small (at most 1000 names): the gateway lets an upload's megabytes
 * through, so this body has its own, much lower cap.
 */
const MAX_JSON_BYTES = 64 * 1024;

/** The body, or null once it passes `max` bytes (stopping there: the rest is never buffered). */
async function readAtMost(request: Request, max: number): Promise<Buffer | null> {
  if (Number(request.headers.get('content-length')) > max) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.length;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
}

async function readJson(request: Request): Promise<unknown> {
  const raw = await readAtMost(request, MAX_JSON_BYTES);
  if (!raw) throw storageErrors.invalidRequest('The request body must not exceed 64 KB');
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw storageErrors.invalidRequest('The request body must be valid JSON');
  }
}

/** A JSON body (none reads as `{}`) that `schema` accepts, left for the handler as `body`. */
export function jsonBody<T>(schema: z.ZodType<T>): MiddlewareHandler<WithBody<T>> {
  return async (c, next) => {
    const body = schema.safeParse(await readJson(c.req.raw));
    if (!body.success) throw storageErrors.invalidRequest(body.error.issues[0]!.message);
    c.set('body', body.data);
    await next();
  };
}
