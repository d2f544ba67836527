import { z } from 'zod';
import type { AiConfig } from '../_shared/ai-config';
import { usageOf, type AiOutcome, type ProviderUsage } from '../_shared/ai-usage';
import { ProviderCall, readLimitedText } from '../_shared/provider-call';
import type { ChatMessage } from '../grok/chat-request';
import { SseAnswerCollector } from '../_shared/sse-answer-collector';

/** More than any answer needs; a provider that keeps talking past it is cut off there. */
export const MAX_ANSWER_CHARS = 500_000;

const completion = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable() }).loose() }).loose())
    .min(1),
});

/** What the provider made of a question: the answer, or why there is none. */
export type ProviderAnswer =
  | { ok: true; text: string; usage: ProviderUsage | undefined }
  | { ok: false; outcome: AiOutcome; detail: string; usage: ProviderUsage | undefined };

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A short reason from a provider error body (xAI sends {code, error}; OpenAI {error:{message}}). */
export function providerReason(body: string): string {
  const parsed = z
    .object({ error: z.unknown(), message: z.unknown() })
    .partial()
    .safeParse(parseJson(body));
  if (!parsed.success) return body.slice(0, 300);
  const { error, message } = parsed.data;
  const reason =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && error !== null && 'message' in error
        ? String((error as { message: unknown }).message)
        : typeof message === 'string'
          ? message
          : '';
  return reason.slice(0, 300);
}

const answered = (text: string | undefined, usage: ProviderUsage | undefined): ProviderAnswer =>
  text
    ? { ok: true, text, usage }
    : { ok: false, outcome: 'error', detail: 'the provider sent an empty answer', usage };

/** Reads a streamed answer, handing each new piece of text on as it arrives. */
async function readStream(
  call: ProviderCall,
  body: ReadableStream<Uint8Array>,
  idleTimeoutMs: number,
  onText: (text: string) => void,
): Promise<ProviderAnswer> {
  const answer = new SseAnswerCollector();
  const reader = body.getReader();
  let passedOn = 0;
  call.arm(idleTimeoutMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      call.arm(idleTimeoutMs);
      answer.push(value);
      const grown = answer.content.slice(passedOn, MAX_ANSWER_CHARS);
      if (grown) {
        passedOn += grown.length;
        onText(grown);
      }
      if (answer.content.length >= MAX_ANSWER_CHARS || answer.error) {
        await reader.cancel().catch(() => undefined);
        break;
      }
    }
  } catch {
    const reason = call.endReason;
    return {
      ok: false,
      outcome: reason ?? 'error',
      detail: reason === 'timeout' ? '' : 'the AI provider closed the connection',
      usage: answer.usage,
    };
  }
  if (answer.error)
    return { ok: false, outcome: 'error', detail: answer.error, usage: answer.usage };
  return answered(answer.content.slice(0, MAX_ANSWER_CHARS).trim(), answer.usage);
}

/**
 * Asks the provider for a streamed answer and reads it to its end. Nothing but the provider's
 * own time-outs ends the call: the person who asked may leave, the answer is still wanted. A
 * provider that answers with one JSON completion instead of a stream is understood too.
 */
export async function askProvider(input: {
  config: AiConfig;
  key: string;
  model: string;
  messages: ChatMessage[];
  onText: (text: string) => void;
}): Promise<ProviderAnswer> {
  const { config, key, model, messages, onText } = input;
  const call = new ProviderCall(config, key, new AbortController().signal);
  try {
    const sent = await call.send('/chat/completions', {
      method: 'POST',
      body: { model, messages, temperature: 0.7, stream: true },
      accept: 'text/event-stream',
    });
    if (sent.kind === 'unreachable')
      return {
        ok: false,
        outcome: 'error',
        detail: 'the AI provider could not be reached',
        usage: undefined,
      };
    if (sent.kind !== 'response')
      return { ok: false, outcome: sent.kind, detail: '', usage: undefined };

    const { response } = sent;
    const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    if (response.ok && isStream && response.body)
      return await readStream(call, response.body, config.streamIdleTimeoutMs, onText);

    const text = await readLimitedText(response, 4 * 1024 * 1024);
    if (!response.ok)
      return {
        ok: false,
        outcome: 'error',
        detail: providerReason(text) || `provider status ${response.status}`,
        usage: undefined,
      };
    const body = parseJson(text);
    const parsed = completion.safeParse(body);
    const content = parsed.success ? parsed.data.choices[0]!.message.content?.trim() : undefined;
    if (content) onText(content);
    return answered(content, usageOf(body));
  } catch {
    return {
      ok: false,
      outcome: call.endReason ?? 'error',
      detail: 'the AI provider closed the connection',
      usage: undefined,
    };
  } finally {
    call.release();
  }
}
