import type { AiConfig } from './ai-config';
import { errorJson, USER_KEY_HEADER } from './http';

export type KeyResult =
  { ok: true; key: string; source: 'server' | 'user' } | { ok: false; response: Response };

const KEY_SHAPE = /^[\x21-\x7e]{8,256}$/;

/**
 * The server's key wins; without one, a key the user sends in a header is used for this request
 * only. It is never logged or stored.
 */
export function resolveProviderKey(req: Request, config: AiConfig): KeyResult {
  if (config.serverKey) return { ok: true, key: config.serverKey, source: 'server' };
  const supplied = req.headers.get(USER_KEY_HEADER)?.trim();
  if (!supplied) {
    return {
      ok: false,
      response: errorJson(
        401,
        'api_key_required',
        'API Key Required - Please set your xAI API key in settings',
      ),
    };
  }
  if (!KEY_SHAPE.test(supplied)) {
    return {
      ok: false,
      response: errorJson(
        400,
        'invalid_api_key_header',
        `The ${USER_KEY_HEADER} header must be 8 to 256 printable characters without spaces`,
      ),
    };
  }
  return { ok: true, key: supplied, source: 'user' };
}
