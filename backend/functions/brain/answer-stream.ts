import { z } from 'zod';
import { runInBackground } from '../_shared/background';
import { ClientStream } from '../_shared/client-stream';
import { serviceDataApi } from '../_shared/data-api';
import { eventStream } from '../_shared/http';
import { SseDataLines } from '../_shared/sse-data-lines';

/** product §8: what the chat says when a brain gives no answer. */
export const BRAIN_RESPONSE_FAILED = 'Failed to get response from Brain';

/** What the question accepted for answering looks like (also the body of the plain 202). */
export interface AcceptedQuestion {
  chat_id: string;
  message_id: string;
  status: 'processing';
}

/** The stored answer, as the client reads it from the chat_history view. */
export interface AnswerRow {
  id: string;
  chat_id: string;
  user_message: null;
  assistant: unknown;
  sources: unknown;
  message_time: string;
}
const ANSWER_COLUMNS = 'id,chat_id,user_message,assistant,sources,message_time';

/**
 * The events of a streamed answer, each one `data: <json>` line: the accepted question first,
 * then the text as it arrives, then exactly one of `answer` (the stored chat_history row, as
 * polling would find it) or `error` (with the stored row that reports the failure, if any).
 */
export type BrainStreamEvent =
  | ({ type: 'question' } & AcceptedQuestion)
  | { type: 'delta'; content: string }
  | { type: 'answer'; answer: AnswerRow }
  | {
      type: 'error';
      code: 'provider_error' | 'provider_timeout' | 'answer_not_saved';
      message: string;
      detail: string;
      answer: AnswerRow | null;
    };

const encoder = new TextEncoder();
const encode = (event: BrainStreamEvent) => encoder.encode(`data: ${JSON.stringify(event)}\n\n`);

const NOT_SAVED = 'The answer could not be saved. Please ask again.';

/** The ids of a turn the engine accepted (its event stream names them); null for a refusal. */
export function turnIds(
  response: Response,
): { conversationId: string; questionId: string; answerId: string } | null {
  const conversationId = response.headers.get('x-conversation-id');
  const questionId = response.headers.get('x-user-message-id');
  const answerId = response.headers.get('x-assistant-message-id');
  if (!response.ok || !conversationId || !questionId || !answerId) return null;
  return { conversationId, questionId, answerId };
}

const chunkShape = z.object({
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish() }))
    .nullish(),
  error: z.object({ code: z.string().nullish() }).nullish(),
});

/** The text a chunk of the engine's stream adds, and the code of an error it reports. */
function readChunk(data: string): { text: string; errorCode: string | null } {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { text: '', errorCode: null };
  }
  const chunk = chunkShape.safeParse(value);
  if (!chunk.success) return { text: '', errorCode: null };
  const text = (chunk.data.choices ?? []).map((c) => c.delta?.content ?? '').join('');
  return { text, errorCode: chunk.data.error ? (chunk.data.error.code ?? 'provider_error') : null };
}

/** The last event: the stored row once the engine has finished it, or what went wrong. */
async function lastEvent(answerId: string, errorCode: string | null): Promise<BrainStreamEvent> {
  const read = await serviceDataApi().select<AnswerRow>(
    `chat_history?select=${ANSWER_COLUMNS}&id=eq.${answerId}`,
  );
  const row = (read.ok && read.data[0]) || null;
  const assistant = row?.assistant;
  if (row && typeof assistant === 'string' && !errorCode) return { type: 'answer', answer: row };
  const failure =
    typeof assistant === 'object' && assistant !== null
      ? (assistant as { content?: unknown; error?: unknown })
      : {};
  const timedOut = failure.error === 'timeout' || errorCode === 'provider_timeout';
  return {
    type: 'error',
    code:
      !row || assistant == null
        ? 'answer_not_saved'
        : timedOut
          ? 'provider_timeout'
          : 'provider_error',
    message: BRAIN_RESPONSE_FAILED,
    detail: typeof failure.content === 'string' ? failure.content : NOT_SAVED,
    answer: row,
  };
}

/**
 * Follows an engine turn as the brain service's event stream. The engine makes and stores the
 * answer whether or not anyone reads; this only translates what it streams (the provider's
 * chunks) into `delta` events, and ends with the stored row once the engine's stream ends, which
 * is after its final write. A client that leaves changes nothing.
 */
export function followAnswer(
  engine: Response,
  accepted: AcceptedQuestion,
  answerId: string,
): Response {
  const client = new ClientStream(encode({ type: 'question', ...accepted }));
  let errorCode: string | null = null;
  const lines = new SseDataLines((data) => {
    const chunk = readChunk(data);
    if (chunk.errorCode) errorCode = chunk.errorCode;
    if (chunk.text) client.send(encode({ type: 'delta', content: chunk.text }));
  });

  runInBackground('brain answer', async () => {
    try {
      const reader = engine.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        lines.push(value);
      }
      client.send(encode(await lastEvent(answerId, errorCode)));
    } catch (error) {
      client.send(
        encode({
          type: 'error',
          code: 'answer_not_saved',
          message: BRAIN_RESPONSE_FAILED,
          detail: NOT_SAVED,
          answer: null,
        }),
      );
      throw error;
    } finally {
      client.close();
    }
  });

  return eventStream(client.body);
}

/** Whether the client asked for the answer as an event stream (`Accept: text/event-stream`). */
export function wantsEventStream(req: Request): boolean {
  return (req.headers.get('accept') ?? '').split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    return type === 'text/event-stream' && !refused;
  });
}
