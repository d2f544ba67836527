import { z } from 'zod';
import type { AiConfig } from '../_shared/ai-config';
import { recordAiUsage, usageOf, type AiOutcome } from '../_shared/ai-usage';
import { serviceDataApi } from '../_shared/data-api';
import { logError } from '../_shared/log';
import { ProviderCall, readLimitedText } from '../_shared/provider-call';
import { historyRow, knowledgeChunk, type BrainRow } from './brain-records';
import { composeBrainPrompt, sourcesOf } from './compose-prompt';

const completion = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable() }).loose() }).loose())
    .min(1),
});

export interface PendingQuestion {
  config: AiConfig;
  key: string;
  userId: string;
  chatId: string;
  brain: BrainRow;
  questionId: string;
  question: string;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Why no answer came, in words the chat can show in place of one. */
function failureText(outcome: AiOutcome, detail: string): string {
  if (outcome === 'timeout')
    return 'Sorry, the assistant took too long to answer. Please ask again.';
  return `Sorry, the assistant could not answer this time${detail ? ` (${detail})` : ''}. Please ask again.`;
}

/** A short reason from a provider error body (xAI sends {code, error}; OpenAI {error:{message}}). */
function providerReason(body: string): string {
  try {
    const parsed = z
      .object({ error: z.unknown(), message: z.unknown() })
      .partial()
      .parse(JSON.parse(body));
    const error = parsed.error;
    const message =
      typeof error === 'string'
        ? error
        : typeof error === 'object' && error !== null && 'message' in error
          ? String((error as { message: unknown }).message)
          : typeof parsed.message === 'string'
            ? parsed.message
            : '';
    return message.slice(0, 300);
  } catch {
    return body.slice(0, 300);
  }
}

/**
 * Answers a question after the HTTP response has gone out: finds the best-matching knowledge,
 * adds the chat's earlier turns, asks the provider and stores the assistant row (with its
 * sources) that the client polls for or receives over realtime. A failed attempt stores a row
 * that says so, so the client is not left waiting for a row that will never come.
 */
export async function writeAnswer(p: PendingQuestion): Promise<void> {
  const api = serviceDataApi();
  const startedAt = Date.now();

  const matched = await api.rpc<unknown>('match_brain_chunks', {
    brain_id: p.brain.brain_id,
    query: p.question,
    match_count: p.config.brainContextChunks,
  });
  const chunks = matched.ok ? z.array(knowledgeChunk).catch([]).parse(matched.data) : [];
  if (!matched.ok) logError(`knowledge search failed: ${matched.message}`);

  const earlier =
    p.config.brainHistoryMessages > 0
      ? await api.select<unknown>(
          `chat_history?select=id,user_message,assistant,message_time&chat_id=eq.${p.chatId}&id=neq.${p.questionId}&order=message_time.desc&limit=${p.config.brainHistoryMessages}`,
        )
      : { ok: true as const, data: [] };
  const history = earlier.ok ? z.array(historyRow).catch([]).parse(earlier.data).reverse() : [];

  const messages = composeBrainPrompt({ brain: p.brain, chunks, history, question: p.question });
  const model = p.config.brainModel;
  const call = new ProviderCall(p.config, p.key, new AbortController().signal);
  let outcome: AiOutcome = 'error';
  let answer: string | null = null;
  let detail = '';
  let usage: ReturnType<typeof usageOf>;
  try {
    const sent = await call.send('/chat/completions', {
      method: 'POST',
      body: { model, messages, temperature: 0.7, stream: false },
    });
    if (sent.kind === 'response') {
      const text = await readLimitedText(sent.response, 4 * 1024 * 1024);
      if (sent.response.ok) {
        const body = parseJson(text);
        const parsed = completion.safeParse(body);
        const content = parsed.success
          ? parsed.data.choices[0]!.message.content?.trim()
          : undefined;
        usage = usageOf(body);
        if (content) {
          answer = content;
          outcome = 'ok';
        } else detail = 'the provider sent an empty answer';
      } else detail = providerReason(text) || `provider status ${sent.response.status}`;
    } else {
      outcome = sent.kind === 'unreachable' ? 'error' : sent.kind;
      if (sent.kind === 'unreachable') detail = 'the AI provider could not be reached';
    }
  } catch {
    outcome = call.endReason ?? 'error';
    detail = 'the AI provider closed the connection';
  } finally {
    call.release();
  }

  const inserted = await api.insert('chat_history', {
    chat_id: p.chatId,
    user_id: p.userId,
    brain_id: p.brain.brain_id,
    user_message: null,
    assistant: answer ?? { content: failureText(outcome, detail), error: outcome },
    sources: answer ? sourcesOf(chunks) : [],
  });
  if (!inserted.ok) logError(`storing the brain answer failed: ${inserted.message}`);

  await recordAiUsage({
    userId: p.userId,
    feature: 'brain_chat',
    model,
    promptTokens: usage?.prompt_tokens ?? 0,
    completionTokens: usage?.completion_tokens ?? 0,
    latencyMs: Date.now() - startedAt,
    outcome,
  });
}
