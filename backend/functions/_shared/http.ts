// By path, not by package name: an Edge Function is deployed from its folder and cannot resolve
// workspace packages. Type-only, so bundling a function erases it and no singleton is copied.
// eslint-disable-next-line no-restricted-imports
import type { FunctionErrorCode } from '../../../shared/src/functions/error-codes';

export type { FunctionErrorCode };

/** Header through which a user may send their own xAI key for one request (never stored). */
export const USER_KEY_HEADER = 'x-xai-api-key';

/** JSON responses with the CORS header browsers need when a function is called cross-origin. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      ...headers,
    },
  });
}

/**
 * The functions' own error shape: a stable machine code from the catalogue the front end shares
 * (shared/src/functions/error-codes.ts) and a sentence a person can read.
 */
export function errorJson(
  status: number,
  code: FunctionErrorCode,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return json({ code, message }, status, headers);
}

export function corsPreflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': `authorization, x-client-info, apikey, content-type, ${USER_KEY_HEADER}`,
    },
  });
}

export function methodNotAllowed(allowed: string): Response {
  return errorJson(405, 'method_not_allowed', `Use ${allowed.split(', ').join(' or ')}`, {
    Allow: allowed,
  });
}

/** Reads a JSON object body; anything else becomes a readable 400. */
export async function readJsonObject(
  req: Request,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  let text: string;
  try {
    text = await req.text();
  } catch {
    return {
      ok: false,
      response: errorJson(400, 'invalid_body', 'The request body could not be read'),
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      ok: false,
      response: errorJson(400, 'invalid_json', 'The request body must be valid JSON'),
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      ok: false,
      response: errorJson(400, 'invalid_body', 'The request body must be a JSON object'),
    };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** Headers of a streamed answer; no-transform keeps proxies from compressing or re-chunking it. */
export const EVENT_STREAM_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  'Access-Control-Allow-Origin': '*',
};

/** A 200 whose body is an event stream, with any headers of the answer's own. */
export const eventStream = (
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Response =>
  new Response(body, { status: 200, headers: { ...EVENT_STREAM_HEADERS, ...headers } });
