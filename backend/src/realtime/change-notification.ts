import { z } from 'zod';

/** What the capture trigger announces through NOTIFY (see migration 0005_realtime.sql). */
export const CAPTURE_CHANNEL = 'realtime_capture';

const jsonScalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const notificationSchema = z.object({
  schema: z.string().min(1),
  table: z.string().min(1),
  type: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  pk: z.record(z.string(), jsonScalar),
  old_pk: z.record(z.string(), jsonScalar).nullish(),
  at: z.string(),
});

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface Change {
  schema: string;
  table: string;
  type: ChangeType;
  /** Primary key of the row (after the change; before it for DELETE). */
  pk: Record<string, string | number | boolean | null>;
  /** Primary key before an UPDATE. */
  oldPk: Record<string, string | number | boolean | null> | null;
  commitTimestamp: string;
}

export function parseChangeNotification(payload: string | undefined): Change | undefined {
  if (!payload) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = notificationSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const n = parsed.data;
  return {
    schema: n.schema,
    table: n.table,
    type: n.type,
    pk: n.pk,
    oldPk: n.old_pk ?? null,
    commitTimestamp: n.at,
  };
}
