import type { ChatMessage } from '../grok/chat-request';
import {
  assistantText,
  type BrainRow,
  type HistoryRow,
  type KnowledgeChunk,
} from './brain-records';

const MAX_TURN_CHARS = 4000;

const clip = (text: string) =>
  text.length > MAX_TURN_CHARS ? `${text.slice(0, MAX_TURN_CHARS)}…` : text;

/**
 * The messages sent to the provider for one question: the brain's own instructions with the
 * best-matching knowledge excerpts (numbered, so the answer can cite them), then the earlier
 * turns of the same chat in order, then the question.
 */
export function composeBrainPrompt(input: {
  brain: BrainRow;
  chunks: KnowledgeChunk[];
  history: HistoryRow[];
  question: string;
}): ChatMessage[] {
  const { brain, chunks, history, question } = input;
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
      content: `${instructions}\n\nYou are "${brain.title}" in an astrology app.\n\n${knowledge}`,
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
