import { z } from 'zod';

const count = z.coerce.number().int().nonnegative();

export const contactOverviewSchema = z.object({
  new: count,
  in_progress: count,
  resolved: count,
  closed: count,
  unassigned: count,
  total: count,
});
export type ContactOverview = z.infer<typeof contactOverviewSchema>;

export const aiUsageDailySchema = z.array(
  z.object({ day: z.string(), requests: count, errors: count, tokens: count }),
);
export type AiUsageDay = z.infer<typeof aiUsageDailySchema>[number];

const activityRow = z.object({
  id: z.string(),
  subject: z.string(),
  name: z.string(),
  status: z.enum(['new', 'in_progress', 'resolved', 'closed']),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  responded_at: z.string().nullable(),
});
export type ActivityRow = z.infer<typeof activityRow>;

export interface ActivityEvent {
  id: string;
  at: string;
  text: string;
}

/** The latest contact-message events in words, newest first. Rows that do not fit are skipped. */
export function describeActivity(rows: unknown): ActivityEvent[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((raw) => {
    const parsed = activityRow.safeParse(raw);
    if (!parsed.success) return [];
    const row = parsed.data;
    const at = row.updated_at ?? row.created_at;
    const text =
      row.status === 'new'
        ? `New message from ${row.name}: “${row.subject}”`
        : row.status === 'in_progress'
          ? `“${row.subject}” is in progress`
          : row.status === 'resolved'
            ? `“${row.subject}” was answered and resolved`
            : `“${row.subject}” was closed`;
    return [{ id: row.id, at, text }];
  });
}
