import type { AiConfig } from '../../_shared/ai-config';
import { askProvider } from '../ask-provider';

const config: AiConfig = {
  serverKey: 'key',
  baseUrl: 'http://provider.test/v1',
  requestTimeoutMs: 5_000,
  streamIdleTimeoutMs: 5_000,
  rateLimitMax: 10,
  rateLimitWindowMs: 60_000,
  brainModel: 'grok-3-latest',
  brainContextChunks: 4,
  brainHistoryMessages: 10,
};

const encoder = new TextEncoder();
const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

/** A streamed provider answer; `breakAfter` drops the connection after that many pieces. */
function streamed(pieces: string[], breakAfter?: number): Response {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === breakAfter) return controller.error(new TypeError('terminated'));
      if (sent === pieces.length) return controller.close();
      controller.enqueue(encoder.encode(pieces[sent++]!));
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

function provide(response: Response) {
  const sent: { url: string; body: unknown; accept: string | null }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      body: JSON.parse(String(init?.body)),
      accept: new Headers(init?.headers).get('accept'),
    });
    return response;
  }) as typeof fetch;
  return sent;
}

const ask = (onText: (text: string) => void = () => undefined) =>
  askProvider({
    config,
    key: 'key',
    model: 'grok-3-latest',
    messages: [{ role: 'user', content: 'What is a balsamic Moon?' }],
    onText,
  });

describe('askProvider', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('asks for a stream and hands the text on piece by piece', async () => {
    const sent = provide(
      streamed([
        chunk(' The last'),
        chunk(' phase.'),
        `data: ${JSON.stringify({ choices: [{ delta: {} }], usage: { prompt_tokens: 9, completion_tokens: 3 } })}\n\n`,
        'data: [DONE]\n\n',
      ]),
    );
    const pieces: string[] = [];
    await expect(ask((text) => pieces.push(text))).resolves.toEqual({
      ok: true,
      text: 'The last phase.',
      usage: { prompt_tokens: 9, completion_tokens: 3 },
    });
    expect(pieces).toEqual([' The last', ' phase.']);
    expect(sent).toEqual([
      {
        url: 'http://provider.test/v1/chat/completions',
        accept: 'text/event-stream',
        body: expect.objectContaining({ model: 'grok-3-latest', stream: true, temperature: 0.7 }),
      },
    ]);
  });

  it('understands a provider that answers with one JSON completion instead', async () => {
    provide(
      new Response(
        JSON.stringify({
          choices: [{ message: { content: ' Whole answer. ' } }],
          usage: { prompt_tokens: 1, completion_tokens: 2 },
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
    );
    const pieces: string[] = [];
    await expect(ask((text) => pieces.push(text))).resolves.toMatchObject({
      ok: true,
      text: 'Whole answer.',
    });
    expect(pieces).toEqual(['Whole answer.']);
  });

  it('reports the provider’s own reason for refusing', async () => {
    provide(
      new Response(JSON.stringify({ code: 'Internal error', error: 'Overloaded.' }), {
        status: 500,
      }),
    );
    await expect(ask()).resolves.toMatchObject({
      ok: false,
      outcome: 'error',
      detail: 'Overloaded.',
    });
  });

  it('reports an error event inside the stream, and a stream that breaks off', async () => {
    provide(
      streamed([chunk('Half'), `data: ${JSON.stringify({ error: { message: 'Busy.' } })}\n\n`]),
    );
    await expect(ask()).resolves.toMatchObject({ ok: false, outcome: 'error', detail: 'Busy.' });

    provide(streamed([chunk('Half')], 1));
    await expect(ask()).resolves.toMatchObject({
      ok: false,
      outcome: 'error',
      detail: 'the AI provider closed the connection',
    });

    provide(streamed(['data: [DONE]\n\n']));
    await expect(ask()).resolves.toMatchObject({
      ok: false,
      detail: 'the provider sent an empty answer',
    });
  });
});
