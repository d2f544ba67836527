import { z } from 'zod';
import { callFunction, NotSignedInError, readJson } from '../../../lib/functions-client';
import { readSseData } from '../../../lib/sse-parser';
import { GrokError, grokErrorMessage, errorDetails } from '../model/grok-errors';
import type { ApiMessage } from '../model/chat-messages';
import { IMAGE_FAILED_GENERIC, imageFailureMessage } from '../model/grok-models';

export interface ChatRequest {
  model: string;
  messages: ApiMessage[];
  temperature: number;
}

export interface StreamHandlers {
  onContent(token: string): void;
  onReasoning(token: string): void;
}

export interface ChatAnswer {
  content: string;
  reasoning: string;
}

const streamChunk = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({ content: z.string().nullish(), reasoning_content: z.string().nullish() })
          .partial()
          .nullish(),
      }),
    )
    .nullish(),
  error: z.unknown().optional(),
});

const completion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          reasoning_content: z.string().nullish(),
        }),
      }),
    )
    .min(1),
});

async function failure(response: Response): Promise<GrokError> {
  const body = await readJson(response);
  return new GrokError(grokErrorMessage(body), errorDetails(body).code);
}

/** Wraps a call so that every failure becomes a GrokError with the sentence to show. */
async function guarded<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GrokError || signal?.aborted) throw error;
    if (error instanceof NotSignedInError) throw new GrokError(error.message, 'not_authenticated');
    throw new GrokError(grokErrorMessage(null, error));
  }
}

/**
 * Asks for a streamed answer and reports each token as it arrives. Resolves with the whole
 * answer; a stop (the signal) rejects with the signal's AbortError, and the tokens already
 * reported are the partial answer.
 */
export function streamChat(
  request: ChatRequest,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<ChatAnswer> {
  return guarded(async () => {
    const response = await callFunction('grok/chat/completions', {
      body: { ...request, stream: true },
      signal,
      accept: 'text/event-stream',
    });
    if (!response.ok) throw await failure(response);
    const answer: ChatAnswer = { content: '', reasoning: '' };
    const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    if (!isStream || !response.body) {
      const parsed = completion.safeParse(await readJson(response));
      if (!parsed.success) throw new GrokError(grokErrorMessage(null));
      answer.content = parsed.data.choices[0]!.message.content ?? '';
      answer.reasoning = parsed.data.choices[0]!.message.reasoning_content ?? '';
      if (answer.reasoning) handlers.onReasoning(answer.reasoning);
      handlers.onContent(answer.content);
      return answer;
    }
    for await (const data of readSseData(response.body)) {
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        continue; // Not an event of the chat protocol; nothing to show.
      }
      const chunk = streamChunk.safeParse(json);
      if (!chunk.success) continue;
      if (chunk.data.error) throw new GrokError(grokErrorMessage(json), errorDetails(json).code);
      const delta = chunk.data.choices?.[0]?.delta;
      if (delta?.reasoning_content) {
        answer.reasoning += delta.reasoning_content;
        handlers.onReasoning(delta.reasoning_content);
      }
      if (delta?.content) {
        answer.content += delta.content;
        handlers.onContent(delta.content);
      }
    }
    return answer;
  }, signal);
}

/** One answer without streaming (used where nothing is shown until it is complete). */
export function completeChat(request: ChatRequest, signal?: AbortSignal): Promise<ChatAnswer> {
  return guarded(async () => {
    const response = await callFunction('grok/chat/completions', {
      body: { ...request, stream: false },
      signal,
    });
    if (!response.ok) throw await failure(response);
    const body = await readJson(response);
    const parsed = completion.safeParse(body);
    if (!parsed.success) throw new GrokError(grokErrorMessage(body));
    const message = parsed.data.choices[0]!.message;
    return { content: message.content ?? '', reasoning: message.reasoning_content ?? '' };
  }, signal);
}

/** Spec §8 for image generation. */
export const IMAGE_GENERATION_FALLBACK = IMAGE_FAILED_GENERIC;
const imageResult = z.object({ data: z.array(z.object({ url: z.string().url() })).min(1) });

export async function generateImage(
  model: string,
  prompt: string,
  signal?: AbortSignal,
): Promise<string> {
  let response: Response;
  try {
    response = await callFunction('grok/images/generations', {
      body: { model, prompt, n: 1, response_format: 'url' },
      signal,
    });
  } catch (error) {
    if (error instanceof NotSignedInError) throw new GrokError(error.message, 'not_authenticated');
    throw new GrokError(IMAGE_GENERATION_FALLBACK);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const details = errorDetails(body);
    if (details.code === 'api_key_required')
      throw new GrokError(grokErrorMessage(body), details.code);
    // The gateway already words provider failures as "Image generation failed: {body}".
    const text =
      details.message ??
      details.providerMessage ??
      (typeof body === 'string' ? body : JSON.stringify(body));
    throw new GrokError(imageFailureMessage(text), details.code);
  }
  const parsed = imageResult.safeParse(body);
  if (!parsed.success) throw new GrokError(IMAGE_GENERATION_FALLBACK);
  return parsed.data.data[0]!.url;
}

const healthShape = z.object({
  provider: z.object({ configured: z.boolean() }).optional(),
});

/** Whether the server has its own provider key (then users need none). Unknown counts as yes. */
export async function serverHasProviderKey(): Promise<boolean> {
  try {
    const response = await callFunction('health');
    const parsed = healthShape.safeParse(await readJson(response));
    return parsed.success ? (parsed.data.provider?.configured ?? true) : true;
  } catch {
    return true;
  }
}
