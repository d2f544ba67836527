import { z } from 'zod';
import { callFunction, NotSignedInError, readJson } from '@astro/shared';
import { readSseData } from '../../../lib/sse-parser';
import type { ContentPart } from '../model/chat-messages';
import { errorDetails, GrokError, grokErrorMessage } from '../model/grok-errors';

/** The ids the server gave a turn, sent as the stream's first event. */
export interface TurnIds {
  conversationId: string;
  userMessageId: string;
  assistantMessageId: string;
}

/** A question, or (with `answerTo`) a new answer to a stored question: regenerate and retry. */
export type TurnRequest = {
  model: string;
  temperature: number;
  /** The saved charts the conversation reads from now on; absent leaves them as they are. */
  chartIds?: readonly string[];
  /** The brain that answers; a conversation keeps the one it started with. */
  brainId?: string | null;
} & (
  | {
      /** Null starts a conversation. */
      conversationId: string | null;
      /** The message the question follows; null makes it a first question (an edited one). */
      parentId: string | null;
      content: ContentPart[];
      /** A new conversation's title, when the question is composed rather than typed. */
      title?: string;
    }
  | { conversationId: string; answerTo: string }
);

export interface TurnHandlers {
  /** The server stored the question and an empty answer: the turn is safe from here on. */
  onBegin(ids: TurnIds): void;
  onContent(token: string): void;
  onReasoning(token: string): void;
}

const turnEvent = z.object({
  object: z.literal('grok.turn'),
  conversation_id: z.string(),
  user_message_id: z.string(),
  assistant_message_id: z.string(),
});

const chunkShape = z.object({
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

function requestBody(request: TurnRequest): Record<string, unknown> {
  const common = {
    model: request.model,
    temperature: request.temperature,
    stream: true,
    ...(request.chartIds ? { chart_ids: [...request.chartIds] } : {}),
    ...(request.brainId ? { brain_id: request.brainId } : {}),
  };
  if ('answerTo' in request)
    return { ...common, conversation_id: request.conversationId, answer_to: request.answerTo };
  return {
    ...common,
    ...(request.conversationId ? { conversation_id: request.conversationId } : {}),
    ...(request.conversationId ? { parent_id: request.parentId } : {}),
    ...(request.title && !request.conversationId ? { title: request.title } : {}),
    content: request.content,
  };
}

/**
 * Asks through the server-owned conversation: the server stores the question before the provider
 * is asked and the answer as it streams, so nothing here needs saving. Rejects with a GrokError
 * when the server refuses the turn (nothing was stored) or the answer fails (stored as failed).
 * The signal only stops listening: the server finishes and stores the answer regardless.
 */
export async function streamTurn(
  request: TurnRequest,
  handlers: TurnHandlers,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await callFunction('grok/conversations/messages', {
      body: requestBody(request),
      signal,
      accept: 'text/event-stream',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof NotSignedInError) throw new GrokError(error.message, 'not_authenticated');
    throw new GrokError(grokErrorMessage(null, error));
  }
  if (!response.ok || !response.body) {
    const body = await readJson(response);
    throw new GrokError(grokErrorMessage(body), errorDetails(body).code);
  }
  for await (const data of readSseData(response.body)) {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      continue; // Not an event of the chat protocol: nothing to show.
    }
    const begun = turnEvent.safeParse(json);
    if (begun.success) {
      handlers.onBegin({
        conversationId: begun.data.conversation_id,
        userMessageId: begun.data.user_message_id,
        assistantMessageId: begun.data.assistant_message_id,
      });
      continue;
    }
    const chunk = chunkShape.safeParse(json);
    if (!chunk.success) continue;
    if (chunk.data.error) throw new GrokError(grokErrorMessage(json), errorDetails(json).code);
    const delta = chunk.data.choices?.[0]?.delta;
    if (delta?.reasoning_content) handlers.onReasoning(delta.reasoning_content);
    if (delta?.content) handlers.onContent(delta.content);
  }
}

/** Stops an answer wherever it streams; the server keeps the partial answer as stopped. */
export async function stopAnswer(messageId: string): Promise<void> {
  const response = await callFunction(`grok/messages/${encodeURIComponent(messageId)}/stop`, {
    method: 'POST',
    body: {},
  });
  if (!response.ok && response.status !== 404) {
    const body = await readJson(response);
    throw new GrokError(grokErrorMessage(body), errorDetails(body).code);
  }
}
