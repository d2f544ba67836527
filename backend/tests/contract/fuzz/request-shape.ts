import fc from 'fast-check';
import type { FuzzRequest } from './http-probe';
import { CONTENT_TYPES, METHODS, ODD_METHODS, oddHeaders, type Credential } from './fuzz-values';

export interface RequestParts {
  method: string;
  path: string;
  query?: string[];
  credential: Credential;
  contentType?: string | null;
  headers?: [string, string][];
  body?: Buffer;
  chunked?: boolean;
  /** The route's body limit, to tell an oversized upload from a dropped connection. */
  limit?: number;
  /** Keep the body on a GET or HEAD too (HTTP allows it; servers must not wait for it forever). */
  bodyOnRead?: boolean;
}

export function assemble(parts: RequestParts): FuzzRequest {
  const query = [...(parts.query ?? [])];
  if (parts.credential.queryKey) query.push(`apikey=${parts.credential.queryKey}`);
  const headers: [string, string][] = [...parts.credential.headers];
  if (parts.contentType != null) headers.push(['content-type', parts.contentType]);
  headers.push(...(parts.headers ?? []));
  const read = parts.method === 'GET' || parts.method === 'HEAD';
  const body = read && !parts.bodyOnRead ? undefined : parts.body;
  return {
    method: parts.method,
    target: `${parts.path}${query.length ? `?${query.join('&')}` : ''}`,
    headers,
    body,
    chunked: Boolean(body && parts.chunked),
    credential: parts.credential.label,
    oversized: Boolean(body && parts.limit !== undefined && body.length > parts.limit),
  };
}

/** Mostly the endpoint's own method, sometimes another or one no router knows. */
export const methodFor = (usual: string): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constant(usual), weight: 8 },
    { arbitrary: fc.constantFrom(...METHODS), weight: 1 },
    { arbitrary: fc.constantFrom(...ODD_METHODS), weight: 1 },
  );

/** The content type a client declares: usually JSON, sometimes a lie, sometimes none. */
export const contentType: fc.Arbitrary<string | null> = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 5 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 2 },
);

/** Everything around the body that every family varies the same way. */
export const envelope = fc.record({
  contentType,
  headers: oddHeaders,
  chunked: fc.oneof(
    { arbitrary: fc.constant(false), weight: 7 },
    { arbitrary: fc.constant(true), weight: 1 },
  ),
  bodyOnRead: fc.oneof(
    { arbitrary: fc.constant(false), weight: 15 },
    { arbitrary: fc.constant(true), weight: 1 },
  ),
});

/** A body just over the limit, to be refused whole (declared) or cut off (chunked). */
export const oversized = (limit: number): Buffer =>
  Buffer.from(`{"padding":"${'x'.repeat(limit)}"}`);
