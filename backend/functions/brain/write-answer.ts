import { z } from 'zod';
import type { AiConfig } from '../_shared/ai-config';
import { recordAiUsage, type AiOutcome } from '../_shared/ai-usage';
import { brainContext, type BrainRow, sourcesOf } from '../_shared/brain-assistant';
import { claimChecksOf } from '../_shared/chart-grounding';
import { serviceDataApi } from '../_shared/data-api';
import { logError } from '../_shared/log';
import { askProvider } from './ask-provider';
import { historyRow } from './brain-records';
import { composeBrainPrompt } from './compose-prompt';

export interface PendingQuestion {
  config: AiConfig;
  key: string;
  userId: string;
  /** The asker's token: their attached charts are read as them, never as the server. */
  accessToken: string;
  chatId: string;
  /** The chat's attached charts this brain reads (at most its chart slots). */
  chartIds: string[];
  brain: BrainRow;
  questionId: string;
  question: string;
}

/** The stored assistant row, as the client reads it from chat_history. */
export interface AnswerRow {
  id: string;
  chat_id: string;
  user_message: null;
  assistant: unknown;
  sources: unknown;
  message_time: string;
}
const ANSWER_COLUMNS = 'id,chat_id,user_message,assistant,sources,message_time';

export interface WrittenAnswer {
  /** The row the client polls for; null when it could not be stored. */
  row: AnswerRow | null;
  /** Why the provider gave no answer (the row then says so in its place). */
  failure: { outcome: AiOutcome; text: string } | null;
}

/** Why no answer came, in words the chat can show in place of one. */
function failureText(outcome: AiOutcome, detail: string): string {
  if (outcome === 'timeout')
    return 'Sorry, the assistant took too long to answer. Please ask again.';
  return `Sorry, the assistant could not answer this time${detail ? ` (${detail})` : ''}. Please ask again.`;
}

/** Someone following the answer as it is made (a streamed response). */
export interface AnswerListener {
  onText(text: string): void;
  onEnd(written: WrittenAnswer): void;
}

/**
 * Answers a question after the HTTP response has begun: finds the best-matching knowledge,
 * computes the attached charts (and, for transits, today's sky), adds the chat's earlier turns,
 * asks the provider (handing the text to the listener as it arrives) and stores the assistant
 * row (with its sources, the model and the checks of its claims against the charts) that the
 * client polls for or receives over realtime. A failed attempt stores a row that says so, so the
 * client is not left waiting for a row that will never come.
 */
export async function writeAnswer(p: PendingQuestion, listener?: AnswerListener): Promise<void> {
  const api = serviceDataApi();
  const startedAt = Date.now();

  const { chunks, grounding } = await brainContext({
    api,
    config: p.config,
    brain: p.brain,
    question: p.question,
    chartIds: p.chartIds,
    accessToken: p.accessToken,
  });

  const earlier =
    p.config.brainHistoryMessages > 0
      ? await api.select<unknown>(
          `chat_history?select=id,user_message,assistant,message_time&chat_id=eq.${p.chatId}&id=neq.${p.questionId}&order=message_time.desc&limit=${p.config.brainHistoryMessages}`,
        )
      : { ok: true as const, data: [] };
  const history = earlier.ok ? z.array(historyRow).catch([]).parse(earlier.data).reverse() : [];

  const model = p.config.brainModel;
  const answer = await askProvider({
    config: p.config,
    key: p.key,
    model,
    messages: composeBrainPrompt({
      brain: p.brain,
      chunks,
      history,
      question: p.question,
      grounding,
    }),
    onText: (text) => listener?.onText(text),
  });
  let assistant: unknown;
  let failure: WrittenAnswer['failure'] = null;
  if (answer.ok) assistant = answer.text;
  else {
    failure = { outcome: answer.outcome, text: failureText(answer.outcome, answer.detail) };
    assistant = { content: failure.text, error: failure.outcome };
  }

  const inserted = await api.insert<AnswerRow>(
    'chat_history',
    {
      chat_id: p.chatId,
      user_id: p.userId,
      brain_id: p.brain.brain_id,
      user_message: null,
      assistant,
      sources: answer.ok ? sourcesOf(chunks) : [],
      model,
      claim_checks: answer.ok ? claimChecksOf(answer.text, grounding) : null,
    },
    ANSWER_COLUMNS,
  );
  if (!inserted.ok) logError(`storing the brain answer failed: ${inserted.message}`);
  listener?.onEnd({ row: (inserted.ok && inserted.data[0]) || null, failure });

  await recordAiUsage({
    userId: p.userId,
    feature: 'brain_chat',
    model,
    promptTokens: answer.usage?.prompt_tokens ?? 0,
    completionTokens: answer.usage?.completion_tokens ?? 0,
    latencyMs: Date.now() - startedAt,
    outcome: answer.ok ? 'ok' : answer.outcome,
  });
}
