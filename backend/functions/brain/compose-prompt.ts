import { type Grounding, groundingInstructions } from '../_shared/chart-grounding';
import type { ChatMessage } from '../grok/chat-request';
import {
  assistantText,
  type BrainRow,
  type HistoryRow,
  type KnowledgeChunk,
} from './brain-records';
import { LESSONS } from './lesson-list';

const MAX_TURN_CHARS = 4000;

const clip = (text: string) =>
  text.length > MAX_TURN_CHARS ? `${text.slice(0, MAX_TURN_CHARS)}…` : text;

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
 * The messages sent to the provider for one question: the brain's own instructions, the
 * lessons it may cite, the attached charts as the engine computes them (quoted back, so the
 * answer can be checked), the best-matching knowledge excerpts (numbered, so the answer can
 * cite them), then the earlier turns of the same chat in order, then the question.
 */
export function composeBrainPrompt(input: {
  brain: BrainRow;
  chunks: KnowledgeChunk[];
  history: HistoryRow[];
  question: string;
  grounding?: Grounding | null;
}): ChatMessage[] {
  const { brain, chunks, history, question } = input;
  const charts = chartNote(brain, input.grounding ?? null);
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

  const messages: ChatMessage[] = [
    {
      role: 'system',
      content: [
        instructions,
        `You are "${brain.title}" in an astrology app.`,
        LESSON_NOTE,
        ...(charts ? [charts] : []),
        knowledge,
      ].join('\n\n'),
    },
  ];
  for (const row of history) {
    if (row.user_message) messages.push({ role: 'user', content: clip(row.user_message) });
    const answer = assistantText(row.assistant);
    if (answer) messages.push({ role: 'assistant', content: clip(answer) });
  }
  messages.push({ role: 'user', content: question });
  return messages;
}

/** What the assistant row records about its sources, so the UI can cite them. */
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
