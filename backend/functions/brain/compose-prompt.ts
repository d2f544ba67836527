import { brainInstructions, type BrainRow, type KnowledgeChunk } from '../_shared/brain-assistant';
import type { Grounding } from '../_shared/chart-grounding';
import type { ChatMessage } from '../grok/chat-request';
import { assistantText, type HistoryRow } from './brain-records';

const MAX_TURN_CHARS = 4000;

const clip = (text: string) =>
  text.length > MAX_TURN_CHARS ? `${text.slice(0, MAX_TURN_CHARS)}…` : text;

/**
 * The messages sent to the provider for one question of the brain service: the brain's system
 * message, then the earlier turns of the same chat in order, then the question.
 */
export function composeBrainPrompt(input: {
  brain: BrainRow;
  chunks: KnowledgeChunk[];
  history: HistoryRow[];
  question: string;
  grounding?: Grounding | null;
}): ChatMessage[] {
  const { brain, chunks, history, question } = input;
  const messages: ChatMessage[] = [
    { role: 'system', content: brainInstructions(brain, chunks, input.grounding ?? null) },
  ];
  for (const row of history) {
    if (row.user_message) messages.push({ role: 'user', content: clip(row.user_message) });
    const answer = assistantText(row.assistant);
    if (answer) messages.push({ role: 'assistant', content: clip(answer) });
  }
  messages.push({ role: 'user', content: question });
  return messages;
}
