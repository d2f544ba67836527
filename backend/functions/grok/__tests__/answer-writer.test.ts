import type { DataApi, DataResult } from '../../_shared/data-api';
import { ANSWER_FLUSH_MS, ANSWER_HEARTBEAT_MS, AnswerWriter } from '../answer-writer';
import { SseAnswerCollector } from '../../_shared/sse-answer-collector';

const ID = '2d6f0c1e-1b2a-4c3d-9e8f-7a6b5c4d3e2f';
const streaming = [{ status: 'streaming', stop_requested_at: null }];

/** A data API that records the calls and answers with the row as `row()` says. */
function recordingApi(row: () => { status: string; stop_requested_at: string | null }[]) {
  const calls: { kind: 'update' | 'select'; patch?: Record<string, unknown> }[] = [];
  const answer = <T>() => Promise.resolve({ ok: true, data: row() } as DataResult<T[]>);
  const api = {
    update: (_table: string, _query: string, patch: Record<string, unknown>) => {
      calls.push({ kind: 'update', patch });
      return answer();
    },
    select: () => {
      calls.push({ kind: 'select' });
      return answer();
    },
  } as unknown as DataApi;
  return { api, calls };
}

const chunk = (text: string) =>
  new TextEncoder().encode(
    `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`,
  );

describe('AnswerWriter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes a growing answer, and touches the row of a silent one so it never looks abandoned', async () => {
    const { api, calls } = recordingApi(() => streaming);
    const answer = new SseAnswerCollector();
    const writer = new AnswerWriter(api, ID, answer, () => undefined);
    writer.start();

    answer.push(chunk('The stars'));
    await jest.advanceTimersByTimeAsync(ANSWER_FLUSH_MS);
    expect(calls).toEqual([
      {
        kind: 'update',
        patch: { content: [{ type: 'text', text: 'The stars' }], reasoning: null },
      },
    ]);

    // Silent from here on: it asks about a stop each second and writes the row each heartbeat.
    calls.length = 0;
    // The heartbeat falls on one of the stop checks, which come every 1 to 1.2 s.
    await jest.advanceTimersByTimeAsync(ANSWER_HEARTBEAT_MS + 1_200);
    expect(calls.filter((c) => c.kind === 'update')).toEqual([
      { kind: 'update', patch: { status: 'streaming' } },
    ]);
    expect(calls.filter((c) => c.kind === 'select').length).toBeGreaterThanOrEqual(8);
    await jest.advanceTimersByTimeAsync(2 * (ANSWER_HEARTBEAT_MS + 1_200));
    expect(calls.filter((c) => c.kind === 'update')).toHaveLength(3);
    await writer.finish('complete', undefined);
  });

  it('ends the answer when its row stops streaming, as when the sweep failed it', async () => {
    let row: { status: string; stop_requested_at: string | null }[] = streaming;
    const { api } = recordingApi(() => row);
    const onStop = jest.fn();
    const writer = new AnswerWriter(api, ID, new SseAnswerCollector(), onStop);
    writer.start();
    await jest.advanceTimersByTimeAsync(ANSWER_HEARTBEAT_MS + 1_200);
    expect(onStop).not.toHaveBeenCalled();
    // Failed by the sweep: the next stop check sees it, within a little more than a second.
    row = [{ status: 'failed', stop_requested_at: null }];
    await jest.advanceTimersByTimeAsync(1_200);
    expect(onStop).toHaveBeenCalled();
    await writer.finish('stopped', undefined);
  });
});
