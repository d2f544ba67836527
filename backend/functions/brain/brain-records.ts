import { z } from 'zod';
import { storedChartIds } from '../_shared/chart-grounding';

/** Shapes of the rows the brain service reads, checked before use. */
export const chatRow = z.object({
  chat_id: z.string(),
  brain_id: z.string(),
  user_id: z.string(),
  chart_ids: storedChartIds.default([]),
});

export const historyRow = z.object({
  id: z.string(),
  user_message: z.string().nullable(),
  assistant: z.unknown(),
  message_time: z.string(),
});
export type HistoryRow = z.infer<typeof historyRow>;

/** The text of an assistant value: a string, or an object with `content` or `text`. */
export function assistantText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if ('error' in record && record.error) return null;
  const text = record.content ?? record.text;
  return typeof text === 'string' ? text : null;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
