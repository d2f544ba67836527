import { runInBackground } from '../_shared/background';
import { ClientStream } from '../_shared/client-stream';
import { eventStream } from '../_shared/http';
import {
  writeAnswer,
  type AnswerRow,
  type PendingQuestion,
  type WrittenAnswer,
} from './write-answer';

/** product §8: what the chat says when a brain gives no answer. */
export const BRAIN_RESPONSE_FAILED = 'Failed to get response from Brain';

/** What the question accepted for answering looks like (also the body of the plain 202). */
export interface AcceptedQuestion {
  chat_id: string;
  message_id: string;
  status: 'processing';
}

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

function lastEvent({ row, failure }: WrittenAnswer): BrainStreamEvent {
  if (row && !failure) return { type: 'answer', answer: row };
  return {
    type: 'error',
    code: !failure
      ? 'answer_not_saved'
      : failure.outcome === 'timeout'
        ? 'provider_timeout'
        : 'provider_error',
    message: BRAIN_RESPONSE_FAILED,
    detail: failure?.text ?? NOT_SAVED,
    answer: row,
  };
}

/**
 * Answers an accepted question as an event stream. The answer is made and stored exactly as
 * without a stream; the stream only watches it, so a client that leaves changes nothing.
 */
export function streamAnswer(pending: PendingQuestion, accepted: AcceptedQuestion): Response {
  const client = new ClientStream(encode({ type: 'question', ...accepted }));
  let ended = false;
  const end = (event: BrainStreamEvent) => {
    if (ended) return;
    ended = true;
    client.send(encode(event));
    client.close();
  };

  runInBackground('brain answer', async () => {
    try {
      await writeAnswer(pending, {
        onText: (content) => client.send(encode({ type: 'delta', content })),
        onEnd: (written) => end(lastEvent(written)),
      });
    } catch (error) {
      end({
        type: 'error',
        code: 'answer_not_saved',
        message: BRAIN_RESPONSE_FAILED,
        detail: NOT_SAVED,
        answer: null,
      });
      throw error;
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
