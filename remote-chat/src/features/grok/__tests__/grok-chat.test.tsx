import { createAppStore, sessionChanged, setEnvConfig, setSupabase } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { API_KEY_STORAGE_KEY } from '../../../lib/api-key-storage';
import GrokChat from '../components/grok-chat';

const BASE = 'http://stack.test';

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

/** A streamed answer the test feeds event by event. */
function controllableStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    body,
    token: (content: string) =>
      controller.enqueue(
        encoder.encode(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`),
      ),
    done: () => {
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  };
}

interface Setup {
  providerConfigured?: boolean;
  chat?: () => Response;
}

function setup({ providerConfigured = true, chat }: Setup = {}) {
  setEnvConfig({
    appVersion: '2.2.5',
    supabaseUrl: BASE,
    supabaseAnonKey: 'anon',
    supportEmail: 'support@example.com',
    remotes: {
      chat: { entry: 'x' },
      charts: { entry: 'x' },
      learning: { entry: 'x' },
      admin: { entry: 'x' },
    },
    healthUrls: { main: 'x', chat: 'x' },
    googleMapsKey: null,
  });
  const chain: Record<string, unknown> = {};
  for (const name of ['insert', 'update', 'eq', 'select']) chain[name] = () => chain;
  chain.single = async () => ({ data: { id: 'conversation-1' }, error: null });
  chain.then = (resolve: (value: unknown) => void) => resolve({ error: null });
  setSupabase({
    auth: { getSession: async () => ({ data: { session: { access_token: 'token-1' } } }) },
    from: () => chain,
    rpc: async () => ({ error: null }),
  } as unknown as SupabaseClient);

  const calls: { url: string; init: RequestInit }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    if (url.endsWith('/functions/v1/health')) {
      return new Response(
        JSON.stringify({
          status: 'ok',
          provider: { configured: providerConfigured, reachable: null },
        }),
      );
    }
    if (url.endsWith('/functions/v1/grok/chat/completions') && chat) return chat();
    return new Response(JSON.stringify({ code: 'not_found', message: 'nothing here' }), {
      status: 404,
    });
  }) as typeof fetch;

  const store = createAppStore();
  store.dispatch(
    sessionChanged({ user: { id: 'user-1', email: 'u@example.com' }, event: 'SIGNED_IN' }),
  );
  render(
    <Provider store={store}>
      <GrokChat variant="embedded" />
    </Provider>,
  );
  return { calls };
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('GrokChat', () => {
  it('shows the empty state, and refuses an empty message with the spec text', async () => {
    setup();
    expect(
      screen.getByText(
        'Welcome to Grok - Ask me anything or paste an image to start a conversation',
      ),
    ).toBeInTheDocument();
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Message must contain text or an image',
    );
  });

  it("shows 'Thinking...' with one more step every 800 ms until the first token, which replaces it", async () => {
    jest.useFakeTimers();
    const stream = controllableStream();
    setup({
      chat: () => new Response(stream.body, { headers: { 'Content-Type': 'text/event-stream' } }),
    });
    fireEvent.change(messageBox(), { target: { value: 'What is my rising sign?' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter' });

    const current = () =>
      screen.getByTestId('thinking').querySelector('[data-state=current]')?.textContent;
    expect(await screen.findByText('Thinking...')).toBeInTheDocument();
    expect(current()).toBe('Reading your message');
    await act(() => jest.advanceTimersByTimeAsync(800));
    expect(current()).toBe('Gathering context');
    await act(() => jest.advanceTimersByTimeAsync(800));
    expect(current()).toBe('Reasoning it through');
    await act(() => jest.advanceTimersByTimeAsync(800));
    expect(current()).toBe('Composing the answer');
    await act(() => jest.advanceTimersByTimeAsync(2400));
    expect(current()).toBe('Composing the answer');
    // While it runs, another Enter does not send a second message.
    fireEvent.change(messageBox(), { target: { value: 'Second question' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    expect(
      within(screen.getByRole('log')).getAllByText(/rising sign|Second question/),
    ).toHaveLength(1);

    await act(async () => stream.token('Your rising'));
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
    expect(screen.getByTestId('assistant-answer')).toHaveTextContent('Your rising');
    await act(async () => {
      stream.token(' sign is Leo.');
      stream.done();
    });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('assistant-answer')).toHaveTextContent('Your rising sign is Leo.');
  });

  it('Shift+Enter does not send', async () => {
    const { calls } = setup({ chat: () => new Response('{}', { status: 500 }) });
    fireEvent.change(messageBox(), { target: { value: 'line one' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter', shiftKey: true });
    await act(async () => undefined);
    expect(calls.filter((c) => c.url.includes('chat/completions'))).toHaveLength(0);
  });

  it('asks for a key when the server has none, keeps it as {key}, and sends it with requests', async () => {
    const { calls } = setup({
      providerConfigured: false,
      chat: () =>
        new Response(
          JSON.stringify({
            code: 'api_key_required',
            message: 'API Key Required - Please set your xAI API key in settings',
          }),
          { status: 401 },
        ),
    });
    expect(
      await screen.findByText('API Key Required - Please set your xAI API key in settings'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const field = await screen.findByLabelText('Your xAI API key');
    fireEvent.change(field, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save key' }));
    expect(
      await screen.findByText('An xAI key is 8 to 256 characters without spaces'),
    ).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'xai-test-key-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save key' }));
    expect(JSON.parse(localStorage.getItem(API_KEY_STORAGE_KEY)!)).toEqual({
      key: 'xai-test-key-123',
    });
    expect(
      screen.queryByText('API Key Required - Please set your xAI API key in settings'),
    ).not.toBeInTheDocument();

    fireEvent.change(messageBox(), { target: { value: 'Hello' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    // The provider still refuses (the key is wrong): the settings open again by themselves.
    expect(
      await screen.findByRole('dialog', { name: 'xAI API key' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const request = calls.find((c) => c.url.includes('chat/completions'))!;
    expect((request.init.headers as Record<string, string>)['x-xai-api-key']).toBe(
      'xai-test-key-123',
    );
    const body = JSON.parse(String(request.init.body)) as {
      model: string;
      temperature: number;
      stream: boolean;
      messages: unknown;
    };
    expect(body).toMatchObject({ model: 'grok-3-latest', temperature: 0.7, stream: true });
    expect(body.messages).toEqual([{ role: 'user', content: [{ type: 'text', text: 'Hello' }] }]);
  });
});
