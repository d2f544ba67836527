import { z } from 'zod';

export type DevFilter =
  { ok: true; to: string | undefined; limit: number } | { ok: false; message: string };

// PostgreSQL text cannot hold NUL, so such an address could only fail inside the query.
const address = z
  .string()
  .max(1000, 'to is too long')
  .refine((value) => !value.includes('\u0000'), 'to must not contain NUL characters');

/** `?to=` and `?limit=` of the dev mailbox and text outbox; a bad `to` is the caller's mistake. */
export function readDevFilter(query: URLSearchParams): DevFilter {
  const to = address.optional().safeParse(query.get('to') ?? undefined);
  if (!to.success) return { ok: false, message: to.error.issues[0]!.message };
  const limit = Math.min(Math.max(Number(query.get('limit')) || 100, 1), 500);
  return { ok: true, to: to.data, limit };
}
