import { z } from 'zod';
import { storedChartIds } from '../_shared/chart-grounding';

/** Shapes of the rows the brain service reads, checked before use. */
export const brainRow = z.object({
  brain_id: z.string(),
  title: z.string(),
  /** How many of the chat's attached charts the brain reads (0, 1 or 2). */
  chart_slots: z.number().int().min(0).max(2).catch(0),
  brain: z
    .object({ system_prompt: z.string().optional(), description: z.string().optional() })
    .loose(),
});
export type BrainRow = z.infer<typeof brainRow>;

export const chatRow = z.object({
  chat_id: z.string(),
  brain_id: z.string(),
  user_id: z.string(),
  chart_ids: storedChartIds.default([]),
});

export const knowledgeChunk = z.object({
  chunk_id: z.number(),
  document_id: z.string(),
  title: z.string(),
  source: z.string().nullable(),
  chunk_index: z.number(),
  content: z.string(),
});
export type KnowledgeChunk = z.infer<typeof knowledgeChunk>;

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

export const BRAIN_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
