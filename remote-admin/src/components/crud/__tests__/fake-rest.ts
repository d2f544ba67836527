import { setSupabase } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';

type Row = Record<string, unknown> & { id: string };
type Answer = { data: unknown; error: { message: string } | null };

export interface RestCall {
  table: string;
  op: 'select' | 'insert' | 'update' | 'delete';
  values?: unknown;
  match: Record<string, unknown>;
}

/**
 * Just enough of supabase-js's query builder for the admin lists: one in-memory table that
 * answers select, insert, update and delete as PostgREST would, recording each call. `failNext`
 * makes the next call of an operation fail, as a refused or broken request does.
 */
export function fakeRest(initial: Row[]) {
  let rows = [...initial];
  const calls: RestCall[] = [];
  const failing = new Set<RestCall['op']>();
  let pending: Promise<void> | null = null;
  let counter = 0;

  const answer = (call: RestCall): Answer => {
    calls.push(call);
    if (failing.delete(call.op)) return { data: null, error: { message: 'permission denied' } };
    const matches = (row: Row) =>
      Object.entries(call.match).every(([column, value]) => row[column] === value);
    switch (call.op) {
      case 'select':
        return { data: rows.map((row) => ({ ...row })), error: null };
      case 'insert': {
        counter += 1;
        const row = {
          id: `new-${counter}`,
          created_at: '2025-01-01T00:00:00Z',
          ...(call.values as object),
        };
        rows = [...rows, row];
        return { data: [row], error: null };
      }
      case 'update': {
        const touched: Row[] = [];
        rows = rows.map((row) => {
          if (!matches(row)) return row;
          const next = { ...row, ...(call.values as object) };
          touched.push(next);
          return next;
        });
        return { data: touched, error: null };
      }
      case 'delete':
        rows = rows.filter((row) => !matches(row));
        return { data: null, error: null };
    }
  };

  const from = (table: string) => {
    const call: RestCall = { table, op: 'select', match: {} };
    const builder = {
      select: () => builder,
      insert: (values: unknown) => Object.assign(call, { op: 'insert', values }) && builder,
      update: (values: unknown) => Object.assign(call, { op: 'update', values }) && builder,
      delete: () => Object.assign(call, { op: 'delete' }) && builder,
      eq: (column: string, value: unknown) => {
        call.match[column] = value;
        return builder;
      },
      is: () => builder,
      order: () => builder,
      limit: () => builder,
      then: (resolve: (value: Answer) => unknown, reject: (error: unknown) => unknown) =>
        (pending ?? Promise.resolve()).then(() => answer(call)).then(resolve, reject),
    };
    return builder;
  };

  const rpc = jest.fn(async () => ({ data: null, error: null }));
  setSupabase({ from, rpc } as unknown as SupabaseClient);
  return {
    calls,
    rpc,
    rows: () => rows,
    failNext: (op: RestCall['op']) => failing.add(op),
    /** Holds every answer until the returned function is called. */
    hold: () => {
      let release!: () => void;
      pending = new Promise((resolve) => (release = resolve));
      return () => {
        pending = null;
        release();
      };
    },
  };
}
