import { getEnvConfig, getSupabase } from '@astro/shared';
import { readStoredApiKey } from './api-key-storage';

/** Header through which the user's own xAI key travels when the server has none. */
export const USER_KEY_HEADER = 'x-xai-api-key';

export class NotSignedInError extends Error {
  override name = 'NotSignedInError';
}

/** The current session's access token, or null when nobody is signed in. */
export async function currentAccessToken(): Promise<string | null> {
  const { data } = await getSupabase().auth.getSession();
  return data.session?.access_token ?? null;
}

export interface FunctionCall {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  accept?: string;
}

/**
 * Calls `/functions/v1/<path>` as the signed-in user. Plain fetch rather than
 * `supabase.functions.invoke`, because the chat needs the streamed body and an abort signal.
 * The user's own provider key, if they set one, rides along for the AI functions.
 */
export async function callFunction(path: string, call: FunctionCall = {}): Promise<Response> {
  const token = await currentAccessToken();
  if (!token) throw new NotSignedInError('Sign in to use the AI assistants');
  const { supabaseUrl, supabaseAnonKey } = getEnvConfig();
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    apikey: supabaseAnonKey,
    Accept: call.accept ?? 'application/json',
  };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  const userKey = readStoredApiKey();
  if (userKey) headers[USER_KEY_HEADER] = userKey;
  return fetch(`${supabaseUrl}/functions/v1/${path.replace(/^\//, '')}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: call.signal,
  });
}

/** A response body as JSON, or null when it is not JSON (an error page, an empty body). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
