import {
  createAppStore,
  createMemoryRouter,
  RouterProvider,
  sessionChanged,
  setSupabase,
} from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { API_KEY_STORAGE_KEY } from '@astro/shared';
import GrokChat from '../components/grok-chat';
import { setTestEnvConfig } from '../../../lib/__tests__/test-env';

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
    begin: () =>
      controller.enqueue(
        encoder.encode(
          `data: ${JSON.stringify({
            object: 'grok.turn',
            conversation_id: 'conversation-1',
            user_message_id: 'question-1',
            assistant_message_id: 'answer-1',
          })}\n\n`,
        ),
      ),
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
  /** The brain the page names. */
  initialBrainId?: string;
}

const BRAIN_ROW = {
  brain_id: 'natal-chart-guide',
  title: 'Natal Chart Guide',
  featured_order: 1,
  chart_slots: 1,
  brain: { snippet_emoji: '🌞', description: 'Walks you through your birth chart.' },
};

const storedAnswer = {
  id: 'answer-1',
  parent_id: 'question-1',
  role: 'assistant',
  content: [{ type: 'text', text: 'Your rising sign is Leo.' }],
  model: 'grok-3-latest',
  status: 'complete',
  error: null,
  reasoning: null,
  created_at: '2026-11-24T10:00:01Z',
};

function setup({ providerConfigured = true, chat, initialBrainId }: Setup = {}) {
  setTestEnvConfig(BASE);
  // Reads of stored rows: the final answer row, as the server stored it.
  const chain: Record<string, unknown> = {};
  for (const name of ['eq', 'select', 'order', 'limit']) chain[name] = () => chain;
  chain.maybeSingle = async () => ({ data: storedAnswer, error: null });
  chain.then = (resolve: (value: unknown) => void) => resolve({ data: [], error: null });
  const brains: Record<string, unknown> = {};
  for (const name of ['select', 'order']) brains[name] = () => brains;
  brains.then = (resolve: (value: unknown) => void) => resolve({ data: [BRAIN_ROW], error: null });
  const channel: Record<string, unknown> = {};
  channel.on = () => channel;
  channel.subscribe = () => channel;
  setSupabase({
    auth: { getSession: async () => ({ data: { session: { access_token: 'token-1' } } }) },
    from: (table: string) => (table === 'wizard_brains' ? brains : chain),
    rpc: async () => ({ error: null }),
    channel: () => channel,
    removeChannel: async () => 'ok',
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
    if (url.endsWith('/functions/v1/grok/conversations/messages') && chat) return chat();
    return new Response(JSON.stringify({ code: 'not_found', message: 'nothing here' }), {
      status: 404,
    });
  }) as typeof fetch;

  const store = createAppStore();
  store.dispatch(
    sessionChanged({ user: { id: 'user-1', email: 'u@example.com' }, event: 'SIGNED_IN' }),
  );
  // A brain that reads charts links to /calculate when the user has none.
  const router = createMemoryRouter(
    [{ path: '/', element: <GrokChat variant="embedded" initialBrainId={initialBrainId} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
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

  it('opened with a brain: its empty state, its name in the box, its chart request, and turns name it', async () => {
    const stream = controllableStream();
    const { calls } = setup({
      initialBrainId: 'natal-chart-guide',
      chat: () => new Response(stream.body, { headers: { 'content-type': 'text/event-stream' } }),
    });
    expect(
      await screen.findByText('Ask Natal Chart Guide a question to start the conversation.'),
    ).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute(
      'placeholder',
      'Ask Natal Chart Guide anything, or paste an image',
    );
    expect(screen.getByTestId('chart-request')).toHaveTextContent(
      'Natal Chart Guide reads your saved chart — attach one.',
    );
    fireEvent.change(messageBox(), { target: { value: 'What is my rising sign?' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    await act(async () => {
      stream.begin();
      stream.token('Your rising sign is Leo.');
      stream.done();
    });
    const turn = calls.find((call) => call.url.endsWith('/grok/conversations/messages'))!;
    expect(JSON.parse(String(turn.init.body))).toMatchObject({ brain_id: 'natal-chart-guide' });
    // The answer is signed by the brain, not by Grok.
    const log = screen.getByRole('log', { name: 'Conversation with Natal Chart Guide' });
    expect(await within(log).findByText('Natal Chart Guide')).toBeInTheDocument();
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
    // The messages are items of a list inside the log (a role on the list would hide its items).
    const [messages] = within(screen.getByRole('log')).getAllByRole('list');
    expect(within(messages!).getAllByRole('listitem')[0]).toHaveTextContent(/rising sign/);

    await act(async () => stream.begin());
    expect(screen.getByText('Thinking...')).toBeInTheDocument();
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
    expect(calls.filter((c) => c.url.includes('conversations/messages'))).toHaveLength(0);
  });

  it('offline, Send is disabled with the reason and Enter keeps the message', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { calls } = setup({ chat: () => new Response('{}', { status: 500 }) });
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      fireEvent.change(messageBox(), { target: { value: 'Is Mercury retrograde?' } });
      fireEvent.keyDown(messageBox(), { key: 'Enter' });
      await act(async () => undefined);
      expect(calls.filter((c) => c.url.includes('conversations/messages'))).toHaveLength(0);
      expect(messageBox()).toHaveValue('Is Mercury retrograde?');
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
      expect(screen.getByText(/You are offline: Send works again/)).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
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
    const request = calls.find((c) => c.url.includes('conversations/messages'))!;
    expect((request.init.headers as Record<string, string>)['x-xai-api-key']).toBe(
      'xai-test-key-123',
    );
    const body = JSON.parse(String(request.init.body)) as Record<string, unknown>;
    // A first question: no conversation yet, so neither conversation_id nor parent_id.
    expect(body).toEqual({
      model: 'grok-3-latest',
      temperature: 0.7,
      stream: true,
      content: [{ type: 'text', text: 'Hello' }],
    });
    // Refused before anything was stored: the question is not in the conversation, and the
    // composer gives the text back to send again.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    expect(messageBox()).toHaveValue('Hello');
    expect(within(screen.getByRole('log')).queryByText('Hello')).not.toBeInTheDocument();
  });

  it('tells the truth about the server key in the key dialog', async () => {
    localStorage.setItem(API_KEY_STORAGE_KEY, JSON.stringify({ key: 'xai-test-key-123' }));
    setup({ providerConfigured: true });
    fireEvent.click(await screen.findByRole('button', { name: 'API key settings' }));
    expect(await screen.findByTestId('server-key-state')).toHaveTextContent(
      'This server has its own xAI key and uses it for every answer',
    );
  });
});
