import { createAppStore, sessionChanged, setSupabase } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { BrainChatPanel } from '../components/brain-chat-panel';
import { setTestEnvConfig } from '../../../lib/__tests__/test-env';

const BASE = 'http://stack.test';

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const storedAnswer = {
  id: 'answer-1',
  user_message: null,
  assistant: 'A balsamic Moon is the last phase before the new Moon.',
  sources: [{ ref: 1, title: 'The eight lunar phases', source: null, excerpt: '…' }],
  message_time: '2026-01-01T00:00:02Z',
};

/** The brain service's streamed reply, fed event by event by the test. */
function controllableStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  const send = (event: unknown) =>
    controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
  return {
    response: () =>
      new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    send,
    end: () => controller.close(),
  };
}

function setup(stream: ReturnType<typeof controllableStream>) {
  setTestEnvConfig(BASE);
  const channel: Record<string, unknown> = {};
  channel.on = () => channel;
  channel.subscribe = () => channel;
  setSupabase({
    auth: { getSession: async () => ({ data: { session: { access_token: 'token-1' } } }) },
    channel: () => channel,
    removeChannel: async () => 'ok',
  } as unknown as SupabaseClient);
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/functions/v1/brain/chat'))
      return new Response(JSON.stringify({ chat_id: 'chat-1' }));
    if (url.includes('/functions/v1/brain/chat/chat-1/question')) return stream.response();
    return new Response('{}', { status: 404 });
  }) as typeof fetch;

  const store = createAppStore();
  store.dispatch(
    sessionChanged({ user: { id: 'user-1', email: 'u@example.com' }, event: 'SIGNED_IN' }),
  );
  render(
    <Provider store={store}>
      <BrainChatPanel brainId="moon-phase-coach" brainTitle="Moon Phase Coach" />
    </Provider>,
  );
}

describe('BrainChatPanel', () => {
  it('streams the answer into its bubble, then shows the stored answer with its sources', async () => {
    const stream = controllableStream();
    setup(stream);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), {
      target: { value: 'What is a balsamic Moon?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));

    expect(await screen.findByText('Thinking...')).toBeInTheDocument();
    await act(async () => {
      stream.send({ type: 'question', chat_id: 'chat-1', message_id: 'q-1' });
      stream.send({ type: 'delta', content: 'A balsamic Moon' });
    });
    const bubble = await screen.findByTestId('brain-answer');
    expect(bubble).toHaveTextContent('A balsamic Moon');
    expect(bubble).toHaveAttribute('data-streaming', 'true');
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
    // Still answering: the question cannot be followed by another yet.
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      stream.send({ type: 'delta', content: ' is the last phase' });
    });
    expect(screen.getByTestId('brain-answer')).toHaveTextContent(
      'A balsamic Moon is the last phase',
    );

    await act(async () => {
      stream.send({ type: 'answer', answer: storedAnswer });
      stream.end();
    });
    const answers = await screen.findAllByTestId('brain-answer');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toHaveTextContent(storedAnswer.assistant);
    expect(answers[0]).not.toHaveAttribute('data-streaming');
    // The turns are items of a list inside the log (a role on the list would hide its items).
    const [turns] = within(screen.getByRole('log')).getAllByRole('list');
    expect(within(turns!).getAllByRole('listitem')[0]).toHaveTextContent(
      'What is a balsamic Moon?',
    );
    expect(turns).toContainElement(answers[0]!);
    expect(within(answers[0]!).getByRole('region', { name: 'Sources' })).toHaveTextContent(
      'The eight lunar phases',
    );
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'false');
  });

  it('offline, keeps the question and disables Ask with the reason, until the connection returns', async () => {
    const stream = controllableStream();
    setup(stream);
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), {
        target: { value: 'What is a balsamic Moon?' },
      });
      expect(screen.getByRole('button', { name: 'Ask' })).toBeDisabled();
      expect(screen.getByText(/You are offline: Ask works again/)).toBeInTheDocument();
      fireEvent.submit(screen.getByRole('form', { name: 'Ask Moon Phase Coach' }));
      expect(global.fetch).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue(
        'What is a balsamic Moon?',
      );

      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(screen.getByRole('button', { name: 'Ask' })).toBeEnabled();
      expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });
});
