import { z } from 'zod';
import { historyRowShape, type HistoryRow } from './brain-answer';

/**
 * The brain service streams an answer as `data:` events: the accepted question (`question`,
 * which the reply itself already tells), the text as it is made (`delta`), then the stored
 * chat_history row (`answer`) or what went wrong (`error`, with the stored row that reports it
 * when there is one).
 */
const eventShape = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), content: z.string() }),
  z.object({ type: z.literal('answer'), answer: historyRowShape }),
  z.object({
    type: z.literal('error'),
    detail: z.string().nullish(),
    answer: historyRowShape.nullish(),
  }),
]);

export type StreamStart =
  /** An event stream: read the answer from it. */
  | 'stream'
  /** The question was taken without a stream (an older service): wait for the stored answer. */
  | 'asked'
  /** This service cannot stream questions: ask the plain way. */
  | 'ask-again'
  /** A refusal like any other: the service said why. */
  | 'refused';

/** Statuses of a service, or a proxy in front of it, that has no streamed question endpoint. */
const CANNOT_STREAM = new Set([404, 405, 406, 501]);

/** What to do with the service's reply to a question asked with `Accept: text/event-stream`. */
export function howToGoOn(response: Pick<Response, 'ok' | 'status' | 'headers'>): StreamStart {
  const type = response.headers.get('content-type') ?? '';
  if (response.ok) return type.includes('text/event-stream') ? 'stream' : 'asked';
  return CANNOT_STREAM.has(response.status) ? 'ask-again' : 'refused';
}

export type StreamEnd =
  | { kind: 'answer'; row: HistoryRow }
  | { kind: 'failed'; row: HistoryRow | null; detail: string | null }
  /** The stream ended or broke before its last event; the answer is still being stored. */
  | { kind: 'cut' };

/**
 * Reads a streamed answer to its last event, telling `onText` the whole answer so far as it
 * grows. Events it does not know are skipped, so a newer service can add some. Only an abort by
 * the caller is an error; a broken stream is `cut`.
 */
export async function readAnswerStream(
  events: AsyncIterable<string>,
  onText: (soFar: string) => void,
  signal?: AbortSignal,
): Promise<StreamEnd> {
  let soFar = '';
  try {
    for await (const data of events) {
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        continue;
      }
      const parsed = eventShape.safeParse(json);
      if (!parsed.success) continue;
      const event = parsed.data;
      switch (event.type) {
        case 'delta':
          soFar += event.content;
          onText(soFar);
          break;
        case 'answer':
          return { kind: 'answer', row: event.answer };
        case 'error':
          return { kind: 'failed', row: event.answer ?? null, detail: event.detail ?? null };
      }
    }
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  return { kind: 'cut' };
}
