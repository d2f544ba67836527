import {
  failureMarker,
  IMAGE_ANSWER,
  INVALID_ARGUMENT_CODE,
  REASONING,
  TEXT_ANSWER,
} from '../fixtures/fake-ai-provider';
import { joinDeltas, readEvents, SERVER_KEY, startAiStack, type AiStack } from './support/ai-stack';
import { newConfirmedUser, withDatabase } from './support/clients';

/**
 * The Grok gateway relays chat completions and image generations to the (fake) provider: SSE
 * chunk by chunk, JSON without streaming, provider errors with their own message, and one usage
 * row per call.
 */

let ai: AiStack;
let token = '';
let userId = '';

beforeAll(async () => {
  ai = await startAiStack();
  const user = await newConfirmedUser('ai-stream');
  token = user.session.access_token;
  userId = user.user.id;
}, 60_000);

afterAll(async () => {
  await ai?.stop();
});

beforeEach(() => ai.provider.reset());

const chat = (body: unknown, init: RequestInit = {}) =>
  fetch(`${ai.url}/functions/v1/grok/chat/completions`, {
    method: 'POST',
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
    body: JSON.stringify(body),
  });

const ask = (text: string, extra: Record<string, unknown> = {}) => ({
  model: 'grok-3-mini',
  messages: [{ role: 'user', content: text }],
  ...extra,
});

interface UsageRow {
  feature: string;
  model: string;
  prompt_tokens: number;
  completion_tokens: number;
  latency_ms: number;
  outcome: string;
}

/** Usage rows are written after the answer; wait for the expected number to appear. */
async function usageRows(count: number): Promise<UsageRow[]> {
  for (let i = 0; i < 100; i++) {
    const rows = await withDatabase(
      async (db) =>
        (
          await db.query<UsageRow>(
            'select feature, model, prompt_tokens, completion_tokens, latency_ms, outcome from public.ai_usage where user_id = $1 order by id',
            [userId],
          )
        ).rows,
    );
    if (rows.length >= count) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`expected ${count} usage rows`);
}

let usageSoFar = 0;
const nextUsage = async () => {
  const rows = await usageRows(++usageSoFar);
  return rows[usageSoFar - 1]!;
};

describe('POST /functions/v1/grok/chat/completions', () => {
  it('streams: the first token reaches the client while the provider is still answering', async () => {
    ai.provider.options.chunkDelayMs = 5;
    const release = ai.provider.hold();
    const res = await chat(ask('How do transits work?', { stream: true }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();

    let firstContentAt = 0;
    let releasedAt = 0;
    const done = readEvents(res, (data) => {
      if (firstContentAt || data === '[DONE]') return;
      const delta = (JSON.parse(data) as { choices: { delta: { content?: string } }[] }).choices[0]!
        .delta;
      if (delta.content) {
        firstContentAt = Date.now();
        // The provider is held after its first token: seeing it now proves nothing is buffered.
        const upstream = ai.provider.requests[0]!;
        expect(upstream.finishedAt).toBeUndefined();
        releasedAt = Date.now();
        release();
      }
    });
    const events = await done;
    expect(firstContentAt).toBeGreaterThan(0);
    expect(ai.provider.requests[0]!.finishedAt).toBeGreaterThanOrEqual(releasedAt);
    expect(events[events.length - 1]).toBe('[DONE]');
    expect(joinDeltas(events)).toBe(TEXT_ANSWER);
    // reasoning_content is passed on for the UI's reasoning panel.
    expect(joinDeltas(events, 'reasoning_content')).toBe(REASONING);
    ai.provider.options.chunkDelayMs = 0;

    const upstream = ai.provider.requests[0]!;
    expect(upstream.authorization).toBe(`Bearer ${SERVER_KEY}`);
    expect(upstream.body).toMatchObject({ model: 'grok-3-mini', stream: true, temperature: 0.7 });

    const usage = await nextUsage();
    expect(usage).toMatchObject({ feature: 'grok_chat', model: 'grok-3-mini', outcome: 'ok' });
    expect(usage.prompt_tokens).toBeGreaterThan(0);
    expect(usage.completion_tokens).toBe(TEXT_ANSWER.split(' ').length);
  });

  it('returns plain JSON without streaming, reasoning included, and meters the call', async () => {
    const res = await chat(ask('What is my rising sign?'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      choices: { message: { content: string; reasoning_content: string } }[];
      usage: { prompt_tokens: number; completion_tokens: number };
    };
    expect(body.choices[0]!.message.content).toBe(TEXT_ANSWER);
    expect(body.choices[0]!.message.reasoning_content).toBe(REASONING);
    const usage = await nextUsage();
    expect(usage).toMatchObject({
      outcome: 'ok',
      prompt_tokens: body.usage.prompt_tokens,
      completion_tokens: body.usage.completion_tokens,
    });
  });

  it('uses the default model when none is given and answers differently for an image', async () => {
    const image = `data:image/png;base64,${Buffer.from('fake png bytes').toString('base64')}`;
    const res = await chat({
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is in this chart?' },
            { type: 'image_url', image_url: { url: image, detail: 'high' } },
          ],
        },
      ],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]!.message.content).toBe(IMAGE_ANSWER);
    expect(ai.provider.requests[0]!.body).toMatchObject({ model: 'grok-3-latest' });
    await nextUsage();
  });

  it('aborts the provider request when the client disconnects', async () => {
    const release = ai.provider.hold();
    try {
      const client = new AbortController();
      const res = await chat(ask('A long answer, please', { stream: true }), {
        signal: client.signal,
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes('"content":"The"')) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended early');
        text += decoder.decode(value, { stream: true });
      }
      client.abort();
      const upstream = await ai.provider.waitForEnd(ai.provider.requests[0]!);
      expect(upstream.abortedAt).toBeDefined();
      expect(upstream.finishedAt).toBeUndefined();
      expect((await nextUsage()).outcome).toBe('cancelled');
    } finally {
      release();
    }
  });

  it('passes "Client specified an invalid argument" on with its status and body', async () => {
    const res = await chat(ask(`Read this ${failureMarker('invalid-argument')}`));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: INVALID_ARGUMENT_CODE,
      error: 'The image could not be decoded.',
    });
    expect((await nextUsage()).outcome).toBe('error');
  });

  it('turns a provider 500 into 502 with the provider message', async () => {
    ai.provider.failNext('server-error');
    const res = await chat(ask('Hello', { stream: true }));
    expect(res.status).toBe(502);
    expect(res.headers.get('x-provider-status')).toBe('500');
    expect(await res.json()).toMatchObject({ error: 'The fake provider failed on purpose.' });
    expect((await nextUsage()).outcome).toBe('error');
  });

  it('ends the stream with an error event when the provider drops the connection', async () => {
    ai.provider.failNext('drop');
    const res = await chat(ask('Hello', { stream: true }));
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    expect(joinDeltas(events.slice(0, -1))).toBe('The');
    expect(JSON.parse(events[events.length - 1]!)).toEqual({
      error: {
        message: 'The AI provider closed the connection before the answer was complete',
        type: 'provider_error',
        code: 'provider_disconnected',
      },
    });
    expect((await nextUsage()).outcome).toBe('error');
  });
});

describe('POST /functions/v1/grok/images/generations', () => {
  const generate = (body: unknown) =>
    fetch(`${ai.url}/functions/v1/grok/images/generations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('generates with the defaults n = 1 and response_format = url', async () => {
    const res = await generate({ model: 'grok-vision-beta', prompt: 'A crescent Moon over hills' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { url: string }[] };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]!.url).toMatch(/^https:\/\/images\.fake-provider\.test\//);
    expect(ai.provider.requests[0]!.body).toEqual({
      model: 'grok-vision-beta',
      prompt: 'A crescent Moon over hills',
      n: 1,
      response_format: 'url',
    });
    expect(await nextUsage()).toMatchObject({
      feature: 'grok_image',
      model: 'grok-vision-beta',
      outcome: 'ok',
    });
  });

  it('refuses other models with the spec message, before calling the provider', async () => {
    for (const model of ['grok-3-latest', 'grok-2-image-1212', 42]) {
      const res = await generate({ model, prompt: 'A comet' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'invalid_request',
        message:
          'Selected model is not supported for image generation. Please use Grok Vision Beta or Grok 3 Vision.',
      });
    }
    expect(ai.provider.requests).toEqual([]);
  });

  it('reports a provider error as "Image generation failed: {body}"', async () => {
    ai.provider.failNext('invalid-argument');
    const res = await generate({ model: 'grok-3-vision', prompt: 'A comet', n: 2 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'image_generation_failed',
      message: `Image generation failed: {"code":"${INVALID_ARGUMENT_CODE}","error":"The image could not be decoded."}`,
    });
    expect((await nextUsage()).outcome).toBe('error');
  });
});
