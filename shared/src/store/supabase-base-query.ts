import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { restClient } from '../supabase/client';

type Filters = Record<string, string | number | boolean | null>;

/**
 * Serializable descriptions of database calls (PostgREST). RTK Query derives cache keys from its
 * arguments, so endpoints pass data, never closures. `/functions/v1` has its own client,
 * `callFunction`.
 */
export type SupabaseRequest =
  | {
      kind: 'select';
      table: string;
      columns?: string;
      match?: Filters;
      order?: { column: string; ascending?: boolean }[];
      limit?: number;
      single?: boolean;
    }
  | { kind: 'insert'; table: string; values: object | object[]; columns?: string }
  /** Insert, or update the row that has the same `onConflict` columns. */
  | {
      kind: 'upsert';
      table: string;
      values: object | object[];
      onConflict: string;
      columns?: string;
    }
  | { kind: 'update'; table: string; values: object; match: Filters; columns?: string }
  | { kind: 'delete'; table: string; match: Filters }
  | { kind: 'rpc'; fn: string; args?: object };

export interface SupabaseQueryError {
  message: string;
  code?: string;
  status?: number;
}

type Outcome = { data: unknown; error: { message: string; code?: string } | null; status?: number };

/** Sends one request as it is; a failure to reach the server rejects. */
export async function runSupabaseRequest(request: SupabaseRequest): Promise<Outcome> {
  const supabase = await restClient();
  switch (request.kind) {
    case 'select': {
      let query = supabase.from(request.table).select(request.columns ?? '*');
      for (const [column, value] of Object.entries(request.match ?? {})) {
        query = value === null ? query.is(column, null) : query.eq(column, value);
      }
      for (const { column, ascending = true } of request.order ?? []) {
        query = query.order(column, { ascending });
      }
      if (request.limit !== undefined) query = query.limit(request.limit);
      return request.single ? query.maybeSingle() : query;
    }
    case 'insert':
      return supabase
        .from(request.table)
        .insert(request.values)
        .select(request.columns ?? '*');
    case 'upsert':
      return supabase
        .from(request.table)
        .upsert(request.values, { onConflict: request.onConflict })
        .select(request.columns ?? '*');
    case 'update': {
      let query = supabase.from(request.table).update(request.values);
      for (const [column, value] of Object.entries(request.match)) query = query.eq(column, value);
      return query.select(request.columns ?? '*');
    }
    case 'delete': {
      let query = supabase.from(request.table).delete();
      for (const [column, value] of Object.entries(request.match)) query = query.eq(column, value);
      return query;
    }
    case 'rpc':
      return supabase.rpc(request.fn, request.args ?? {});
  }
}

/** What a request made while the browser is offline fails with, at once. */
export const OFFLINE_MESSAGE = "You're offline";

export const supabaseBaseQuery: BaseQueryFn<SupabaseRequest, unknown, SupabaseQueryError> = async (
  request,
) => {
  // Offline, supabase-js may first retry refreshing an expired token for about 25 seconds; the
  // answer is known now, and the data kept on the device can be shown instead.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return { error: { message: OFFLINE_MESSAGE, status: 0 } };
  }
  try {
    const { data, error, status } = await runSupabaseRequest(request);
    if (error) return { error: { message: error.message, code: error.code, status } };
    return { data };
  } catch (error) {
    return { error: { message: error instanceof Error ? error.message : String(error) } };
  }
};
