/**
 * Every machine code the functions answer with in a JSON error body `{code, message}`, and the
 * functions' own codes in the error event of a streamed answer (where the AI provider's codes,
 * such as "Client specified an invalid argument", are relayed as they come). The functions import this file by relative path (it must
 * stay dependency-free TypeScript so it deploys with them as an Edge Function); the front end
 * imports it through `@astro/shared` and branches on these codes, never on message text.
 */
export const FUNCTION_ERROR_CODES = [
  // Request shape
  'method_not_allowed',
  'not_found',
  'invalid_body',
  'invalid_json',
  'invalid_request',
  'content_too_large',
  'client_closed',
  // Who is calling
  'not_authenticated',
  'forbidden',
  'insufficient_aal',
  'auth_unavailable',
  'rate_limited',
  // AI provider and its key
  'api_key_required',
  'invalid_api_key_header',
  'ai_misconfigured',
  'provider_error',
  /** The provider refused the server's key (a stream's error event; other provider codes pass through as they are). */
  'provider_unauthorized',
  'provider_timeout',
  'provider_unreachable',
  'provider_disconnected',
  'image_generation_failed',
  // Storage behind the functions
  'data_api_error',
  'data_unavailable',
  'storage_unavailable',
  'answer_not_saved',
  'unexpected_failure',
  /** A handler threw: the function's runtime answers this rather than a plain-text 500. */
  'function_error',
  // Brain
  'brain_not_found',
  'chat_not_found',
  // Phone verification
  'invalid_code',
  'too_many_codes',
  'phone_in_use',
  'sms_send_failed',
] as const;

export type FunctionErrorCode = (typeof FUNCTION_ERROR_CODES)[number];

const known: ReadonlySet<string> = new Set(FUNCTION_ERROR_CODES);

export function isFunctionErrorCode(value: unknown): value is FunctionErrorCode {
  return typeof value === 'string' && known.has(value);
}
