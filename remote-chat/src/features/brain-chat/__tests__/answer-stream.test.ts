import { howToGoOn, readAnswerStream } from '../model/answer-stream';

const row = {
  id: 'answer-1',
  user_message: null,
  assistant: 'The Moon is void of course.',
  sources: [],
  message_time: '2026-01-01T00:00:01Z',
};

const reply = (status: number, contentType?: string) =>
  new Response('{}', {
    status,
    headers: contentType ? { 'content-type': contentType } : {},
  });

async function* eventsOf(...items: (string | Error)[]): AsyncGenerator<string> {
  for (const item of items) {
    if (item instanceof Error) throw item;
    yield item;
  }
}

const data = (event: unknown) => JSON.stringify(event);

describe('howToGoOn', () => {
  it('reads an event stream', () => {
    expect(howToGoOn(reply(200, 'text/event-stream; charset=utf-8'))).toBe('stream');
  });

  it('waits for the stored answer when the question was taken without a stream (202 JSON)', () => {
    expect(howToGoOn(reply(202, 'application/json; charset=utf-8'))).toBe('asked');
    expect(howToGoOn(reply(200, 'text/html'))).toBe('asked');
  });

  it('asks the plain way when the service has no streamed endpoint', () => {
    for (const status of [404, 405, 406, 501]) {
      expect(howToGoOn(reply(status, 'application/json'))).toBe('ask-again');
    }
  });

  it('takes any other refusal as the service’s answer', () => {
    for (const status of [400, 401, 403, 429, 500, 502, 503]) {
      expect(howToGoOn(reply(status, 'application/json'))).toBe('refused');
    }
  });
});

describe('readAnswerStream', () => {
  it('hands on the answer as it grows and ends with the stored row', async () => {
    const seen: string[] = [];
    const end = await readAnswerStream(
      eventsOf(
        data({ type: 'question', chat_id: 'chat-1', message_id: 'q-1', status: 'processing' }),
        data({ type: 'delta', content: 'The Moon' }),
        data({ type: 'delta', content: ' is void of course.' }),
        data({ type: 'answer', answer: row }),
      ),
      (soFar) => seen.push(soFar),
    );
    expect(seen).toEqual(['The Moon', 'The Moon is void of course.']);
    expect(end).toEqual({ kind: 'answer', row });
  });

  it('ends with the failure and the stored row that reports it', async () => {
    const failure = { ...row, assistant: { content: 'Sorry…', error: 'error' } };
    await expect(
      readAnswerStream(
        eventsOf(
          data({
            type: 'error',
            code: 'provider_error',
            message: 'Failed to get response from Brain',
            detail: 'Sorry…',
            answer: failure,
          }),
        ),
        () => undefined,
      ),
    ).resolves.toEqual({ kind: 'failed', row: failure, detail: 'Sorry…' });
    await expect(
      readAnswerStream(
        eventsOf(data({ type: 'error', detail: 'not saved', answer: null })),
        () => undefined,
      ),
    ).resolves.toEqual({ kind: 'failed', row: null, detail: 'not saved' });
  });

  it('skips what it does not understand', async () => {
    const seen: string[] = [];
    const end = await readAnswerStream(
      eventsOf(
        'not json',
        data({ type: 'progress', step: 2 }),
        data({ type: 'delta', content: 42 }),
        data({ type: 'delta', content: 'Hi' }),
        data({ type: 'answer', answer: { id: 'no other fields' } }),
      ),
      (soFar) => seen.push(soFar),
    );
    expect(seen).toEqual(['Hi']);
    expect(end).toEqual({ kind: 'cut' });
  });

  it('calls a stream that ends or breaks before its last event cut', async () => {
    await expect(
      readAnswerStream(eventsOf(data({ type: 'delta', content: 'Hal' })), () => undefined),
    ).resolves.toEqual({ kind: 'cut' });
    await expect(
      readAnswerStream(
        eventsOf(data({ type: 'delta', content: 'Hal' }), new TypeError('network error')),
        () => undefined,
      ),
    ).resolves.toEqual({ kind: 'cut' });
  });

  it('lets the caller’s own abort through', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    await expect(
      readAnswerStream(eventsOf(aborted), () => undefined, controller.signal),
    ).rejects.toBe(aborted);
  });
});
