import { requireEnv } from './env';
import { describeError } from './log';

/**
 * A thin client of the project's data API (PostgREST at /rest/v1), over fetch only, so it runs
 * unchanged on Supabase Edge Functions and on Node without a WebSocket implementation (which
 * supabase-js insists on at construction on Node 20).
 */
export type DataResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export interface DataApi {
  select<T>(pathAndQuery: string): Promise<DataResult<T[]>>;
  insert<T>(
    table: string,
    row: Record<string, unknown> | Record<string, unknown>[],
    returning?: string,
  ): Promise<DataResult<T[]>>;
  /** PATCH on `table?query` (PostgREST filters); with `returning`, the changed rows come back. */
  update<T>(
    table: string,
    query: string,
    patch: Record<string, unknown>,
    returning?: string,
  ): Promise<DataResult<T[]>>;
  rpc<T>(fn: string, args: Record<string, unknown>): Promise<DataResult<T>>;
  /** DELETE on `table?query` (PostgREST filters). */
  remove(table: string, query: string): Promise<DataResult<null>>;
}

async function send<T>(
  url: string,
  init: { method: string; token: string; body?: unknown; prefer?: string },
): Promise<DataResult<T>> {
  const headers: Record<string, string> = {
    apikey: requireEnv('SUPABASE_ANON_KEY'),
    Authorization: `Bearer ${init.token}`,
    Accept: 'application/json',
  };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.prefer) headers.Prefer = init.prefer;
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(10_000),
    });
    text = await res.text();
  } catch (error) {
    return {
      ok: false,
      status: 0,
      message: `The data API could not be reached: ${describeError(error)}`,
    };
  }
  if (!res.ok) {
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // Keep the raw text as the message.
    }
    return { ok: false, status: res.status, message };
  }
  try {
    return { ok: true, data: (text ? JSON.parse(text) : null) as T };
  } catch {
    return { ok: false, status: res.status, message: 'The data API sent a body that is not JSON' };
  }
}

function client(token: string): DataApi {
  const base = `${requireEnv('SUPABASE_URL')}/rest/v1`;
  return {
    select: (pathAndQuery) => send(`${base}/${pathAndQuery}`, { method: 'GET', token }),
    insert: (table, row, returning) =>
      send(`${base}/${table}${returning ? `?select=${returning}` : ''}`, {
        method: 'POST',
        token,
        body: row,
        prefer: returning ? 'return=representation' : 'return=minimal',
      }),
    update: (table, query, patch, returning) =>
      send(`${base}/${table}?${query}${returning ? `&select=${returning}` : ''}`, {
        method: 'PATCH',
        token,
        body: patch,
        prefer: returning ? 'return=representation' : 'return=minimal',
      }),
    rpc: (fn, args) => send(`${base}/rpc/${fn}`, { method: 'POST', token, body: args }),
    remove: (table, query) =>
      send(`${base}/${table}?${query}`, { method: 'DELETE', token, prefer: 'return=minimal' }),
  };
}

/** Acts as the signed-in user: row-level security decides what they may read and write. */
export const dataApiAs = (accessToken: string): DataApi => client(accessToken);

/** Bypasses row-level security: only for writes the server makes on a user's behalf. */
export const serviceDataApi = (): DataApi => client(requireEnv('SUPABASE_SERVICE_ROLE_KEY'));
