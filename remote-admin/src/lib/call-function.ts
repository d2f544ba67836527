import { getEnvConfig, getSupabase } from '@astro/shared';
import { z } from 'zod';

/** Where the chat remote keeps the user's own xAI key, as {key} (product §3). */
const USER_KEY_STORAGE = 'grok_api_key';
const storedKey = z.object({ key: z.string().trim().min(1) });

function userProviderKey(): string | null {
  try {
    const parsed = storedKey.safeParse(
      JSON.parse(localStorage.getItem(USER_KEY_STORAGE) ?? 'null'),
    );
    return parsed.success ? parsed.data.key : null;
  } catch {
    return null;
  }
}

export class FunctionCallError extends Error {
  override name = 'FunctionCallError';
  constructor(
    message: string,
    readonly status: number,
    /** The response body as text, for messages that quote it. */
    readonly body: string,
  ) {
    super(message);
  }
}

const errorBody = z.object({ message: z.string() });

/**
 * POSTs JSON to `/functions/v1/<path>` as the signed-in user and returns the parsed JSON answer.
 * Plain fetch rather than supabase.functions.invoke, so the caller gets the function's own
 * error message and status.
 */
export async function postFunction(path: string, body: unknown): Promise<unknown> {
  const { data } = await getSupabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new FunctionCallError('Sign in first', 401, '');
  const { supabaseUrl, supabaseAnonKey } = getEnvConfig();
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    apikey: supabaseAnonKey,
    'Content-Type': 'application/json',
  };
  const key = userProviderKey();
  if (key) headers['x-xai-api-key'] = key;
  const response = await fetch(`${supabaseUrl}/functions/v1/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const parsed = errorBody.safeParse(json);
    throw new FunctionCallError(
      parsed.success ? parsed.data.message : text || response.statusText,
      response.status,
      text,
    );
  }
  return json;
}
