import type { FunctionErrorCode } from '@astro/shared';
import { API_KEY_REQUIRED_MESSAGE } from '@astro/shared/grok-models';
/** product §8 texts, word for word. */
export const INVALID_ARGUMENT_CODE = 'Client specified an invalid argument';
export const INVALID_REQUEST_FORMAT =
  'Invalid request format. Please try again or use a different image format.';
export const GROK_FALLBACK_ERROR = 'Failed to communicate with Grok. Please try again.';
export const API_KEY_REQUIRED = API_KEY_REQUIRED_MESSAGE;
export const API_KEY_REQUIRED_CODE: FunctionErrorCode = 'api_key_required';

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const nonBlank = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * What a failed call said, in the shapes the gateway passes on: xAI's `{code, error}`,
 * OpenAI's `{error: {message, code}}` (also inside a streamed `data:` event) and the functions'
 * own `{code, message}`.
 */
export interface ErrorDetails {
  code: string | null;
  providerMessage: string | null;
  message: string | null;
}

export function errorDetails(body: unknown): ErrorDetails {
  const record = asRecord(body);
  if (!record) return { code: null, providerMessage: null, message: nonBlank(body) };
  const nested = asRecord(record.error);
  return {
    code: nonBlank(record.code) ?? nonBlank(nested?.code),
    providerMessage: nonBlank(record.error) ?? nonBlank(nested?.message),
    message: nonBlank(record.message),
  };
}

/** A thrown value's own text; network failures ("Failed to fetch") have none worth showing. */
function thrownMessage(error: unknown): string | null {
  if (error instanceof TypeError) return null;
  return error instanceof Error ? nonBlank(error.message) : null;
}

/**
 * product §8 for the Grok chat: the invalid-argument code gets its own sentence; otherwise the
 * provider's error message, else the message text, else a general sentence.
 */
export function grokErrorMessage(body: unknown, thrown?: unknown): string {
  const details = errorDetails(body);
  if (details.code === INVALID_ARGUMENT_CODE) return INVALID_REQUEST_FORMAT;
  if (details.code === API_KEY_REQUIRED_CODE) return API_KEY_REQUIRED;
  return details.providerMessage ?? details.message ?? thrownMessage(thrown) ?? GROK_FALLBACK_ERROR;
}

/** An error whose message is already the sentence to show. */
export class GrokError extends Error {
  override name = 'GrokError';
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** Whether a failure means the user must set their own key. */
export const needsApiKey = (error: unknown): boolean =>
  error instanceof GrokError &&
  (error.code === API_KEY_REQUIRED_CODE || error.message === API_KEY_REQUIRED);
