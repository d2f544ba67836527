import { z } from 'zod';
import type { AiConfig } from './ai-config';
import { type Grounding, groundAnswer, groundingInstructions } from './chart-grounding';
import type { DataApi } from './data-api';
import { logError } from './log';
import { LESSONS } from './lesson-list';

/**
 * A brain as an assistant of a conversation: what it adds to a turn is its own instructions,
 * the knowledge excerpts that match the question (cited by number, and stored as the answer's
 * sources) and the charts it reads. Used by the conversation engine, which also answers the brain
 * service's questions.
 */

export const BRAIN_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const brainRow = z.object({
  brain_id: z.string(),
  title: z.string(),
  /** How many of the chat's attached charts the brain reads (0, 1 or 2). */
  chart_slots: z.number().int().min(0).max(2).catch(0),
  brain: z
    .object({ system_prompt: z.string().optional(), description: z.string().optional() })
    .loose(),
});
export type BrainRow = z.infer<typeof brainRow>;
const BRAIN_COLUMNS = 'brain_id,title,brain,chart_slots';

export const knowledgeChunk = z.object({
  chunk_id: z.number(),
  document_id: z.string(),
  title: z.string(),
  source: z.string().nullable(),
  chunk_index: z.number(),
  content: z.string(),
});
export type KnowledgeChunk = z.infer<typeof knowledgeChunk>;

/** Brains that read today's sky beside the user's chart. */
const SKY_BRAINS = new Set(['transit-tracker']);

/** The app's lessons, which answers cite by lesson and section so the user can read on. */
const LESSON_NOTE = `The app has these lessons (title, then slug): ${LESSONS.map(([slug, title]) => `${title} (${slug})`).join('; ')}. When a lesson covers a point you make, cite it as [Lesson: <title> › <section>] (the section only when you know its heading).`;

/** What the model hears about the user's charts, or that it may ask for one. */
function chartNote(brain: BrainRow, grounding: Grounding | null): string | null {
  if (grounding) return groundingInstructions(grounding);
  if (brain.chart_slots === 0) return null;
  const wanted = brain.chart_slots === 2 ? 'two saved charts' : 'one of their saved charts';
  return `No chart is attached to this chat. When the question needs the user's chart, ask them to attach ${wanted} to the chat (charts are saved on the Calculate page) rather than guessing placements.`;
}

/**
 * The system message of a brain's turn: its own instructions, the lessons it may cite, the
 * attached charts as the engine computes them (quoted back, so the answer can be checked), and
 * the best-matching knowledge excerpts (numbered, so the answer can cite them).
 */
export function brainInstructions(
  brain: BrainRow,
  chunks: KnowledgeChunk[],
  grounding: Grounding | null,
): string {
  const charts = chartNote(brain, grounding);
  const instructions =
    brain.brain.system_prompt ?? `You are ${brain.title}, an astrology assistant.`;
  const knowledge =
    chunks.length > 0
      ? [
          "Ground your answer in these excerpts from the app's knowledge base when they are relevant, cite them by number like [1], and say so when they do not cover the question.",
          '',
          ...chunks.map(
            (c, i) => `[${i + 1}] ${c.title}${c.source ? ` (${c.source})` : ''}\n${c.content}`,
          ),
        ].join('\n')
      : "No excerpt of the app's knowledge base matched this question. Answer from general knowledge and say that you are doing so.";
  return [
    instructions,
    `You are "${brain.title}" in an astrology app.`,
    LESSON_NOTE,
    ...(charts ? [charts] : []),
    knowledge,
  ].join('\n\n');
}

/** What an answer records about its sources, so the chat can cite them. */
export const sourcesOf = (chunks: KnowledgeChunk[]) =>
  chunks.map((c, i) => ({
    ref: i + 1,
    document_id: c.document_id,
    chunk_id: c.chunk_id,
    chunk_index: c.chunk_index,
    title: c.title,
    source: c.source,
    excerpt: c.content.length > 240 ? `${c.content.slice(0, 240)}…` : c.content,
  }));

/** What a brain brings to one question: the matching knowledge and the charts it reads. */
export interface BrainContext {
  chunks: KnowledgeChunk[];
  grounding: Grounding | null;
}

/**
 * Finds the knowledge that matches the question and computes the charts the brain reads (at most
 * its chart slots, read as the user; with today's sky for the transit brain), side by side.
 */
export async function brainContext(input: {
  api: DataApi;
  config: AiConfig;
  brain: BrainRow;
  question: string;
  chartIds: readonly string[];
  accessToken: string;
}): Promise<BrainContext> {
  const { api, brain } = input;
  const [matched, grounding] = await Promise.all([
    api.rpc<unknown>('match_brain_chunks', {
      brain_id: brain.brain_id,
      query: input.question,
      match_count: input.config.brainContextChunks,
    }),
    groundAnswer({
      accessToken: input.accessToken,
      chartIds: input.chartIds.slice(0, brain.chart_slots),
      sky: SKY_BRAINS.has(brain.brain_id),
    }),
  ]);
  if (!matched.ok) logError(`knowledge search failed: ${matched.message}`);
  const chunks = matched.ok ? z.array(knowledgeChunk).catch([]).parse(matched.data) : [];
  return { chunks, grounding };
}

/** A brain by its id, or null when there is none (or it could not be read). */
export async function readBrain(api: DataApi, brainId: string): Promise<BrainRow | null> {
  const read = await api.select<unknown>(
    `wizard_brains?select=${BRAIN_COLUMNS}&brain_id=eq.${encodeURIComponent(brainId)}`,
  );
  if (!read.ok) {
    logError(`reading the brain ${brainId} failed: ${read.message}`);
    return null;
  }
  return z.array(brainRow).catch([]).parse(read.data)[0] ?? null;
}
