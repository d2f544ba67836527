import { z } from 'zod';
import { getEnvConfig } from '../config/env-config';
import { getSupabase } from '../supabase/client';
import { isFunctionErrorCode, type FunctionErrorCode } from './error-codes';
import { readStoredApiKey } from './provider-key-storage';

/** Header through which the user's own xAI key travels when the server has none. */
export const USER_KEY_HEADER = 'x-xai-api-key';

export class NotSignedInError extends Error {
  override name = 'NotSignedInError';
}

/**
 * A function answered with an error. `code` is the catalogue's code when the body had one the
 * front end knows, so callers branch on it rather than on the wording.
 */
export class FunctionError extends Error {
  override name = 'FunctionError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: FunctionErrorCode | null,
    /** The response body as text, for messages that quote it. */
    readonly body: string,
  ) {
    super(message);
  }
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
 * Calls `/functions/v1/<path>` as the signed-in user and hands back the raw response, for
 * streamed answers. Plain fetch rather than `supabase.functions.invoke`, because the chat needs
 * the streamed body and an abort signal. The user's own provider key, if they set one, rides
 * along for the AI functions. Throws NotSignedInError when nobody is signed in.
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

function parseJsonText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A response body as JSON, or its text when it is not JSON (an error page), or null when empty. */
export async function readJson(response: Response): Promise<unknown> {
  return parseJsonText(await response.text().catch(() => ''));
}

const errorShape = z.object({ code: z.unknown().optional(), message: z.string() });

/**
 * The functions' error shape `{code, message}`, as a JSON body or the data of a streamed `error`
 * event, as a FunctionError; null when `body` is not that shape.
 */
export function functionErrorFrom(body: unknown, status: number, text = ''): FunctionError | null {
  const parsed = errorShape.safeParse(body);
  if (!parsed.success) return null;
  const code = isFunctionErrorCode(parsed.data.code) ? parsed.data.code : null;
  return new FunctionError(parsed.data.message, status, code, text || JSON.stringify(body));
}

/**
 * POSTs JSON to `/functions/v1/<path>` and returns the parsed JSON answer; a failure answer
 * throws FunctionError with the function's own message and code (a not-signed-in caller gets
 * status 401 and code `not_authenticated`).
 */
export async function postFunction(
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await callFunction(path, { body, signal });
  } catch (error) {
    if (error instanceof NotSignedInError)
      throw new FunctionError(error.message, 401, 'not_authenticated', '');
    throw error;
  }
  const text = await response.text().catch(() => '');
  const json = parseJsonText(text);
  if (response.ok) return typeof json === 'string' ? null : json;
  throw (
    functionErrorFrom(json, response.status, text) ??
    new FunctionError(text || response.statusText, response.status, null, text)
  );
}
