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
  /** DELETE: the whole old row, when it fits in the payload (migration 0014). */
  old: z.record(z.string(), z.unknown()).nullish(),
  /** DELETE: where the old row waits in realtime_capture.deleted_rows when it does not fit. */
  old_ref: z.number().int().positive().nullish(),
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
  /**
   * DELETE: every column of the deleted row, to check who could have seen it; null when it could
   * not be had (then the DELETE reaches nobody). Set once read from the side table, so a retried
   * batch does not read it twice.
   */
  oldRow?: Record<string, unknown> | null;
  /** DELETE: id of the old row in realtime_capture.deleted_rows, not yet read. */
  oldRowRef?: number | null;
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
    ...(n.type === 'DELETE'
      ? { oldRow: n.old ?? (n.old_ref ? undefined : null), oldRowRef: n.old_ref ?? null }
      : {}),
    commitTimestamp: n.at,
  };
}
