import { createAppStore, sessionChanged, setSupabase } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { setTestEnvConfig } from '../../../lib/__tests__/test-env';
import { BrainChatPanel } from '../components/brain-chat-panel';

const BASE = 'http://stack.test';

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const ANSWER = 'Your Sun in Taurus makes you steady.';
const CLAIM_CHECKS = {
  version: 1,
  checked: 1,
  wrong: 1,
  claims: [
    {
      text: 'Sun in Taurus',
      start: 5,
      end: 18,
      chart: 'My birth chart',
      body: 'sun',
      kind: 'sign',
      stated: 'Taurus',
      actual: 'Gemini',
      verdict: 'wrong',
    },
  ],
};
const answerRow = (claimChecks: unknown) => ({
  id: 'answer-1',
  user_message: null,
  assistant: ANSWER,
  sources: [],
  message_time: '2026-01-01T00:00:02Z',
  claim_checks: claimChecks,
});
const CHARTS = [
  { id: '8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f31', name: 'My birth chart', birth_date: '1990-05-15', created_at: '2026-01-02T10:00:00Z' },
  { id: '8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f32', name: 'Sam', birth_date: '1988-11-02', created_at: '2026-01-01T10:00:00Z' },
];

interface Call {
  table: string;
  op: string;
  args: unknown[];
}

/** supabase-js as the chat calls it: each table answers with `rows[table]`, every call recorded. */
function fakeSupabase(rows: Record<string, unknown>) {
  const calls: Call[] = [];
  const from = (table: string) => {
    const result = { data: rows[table] ?? null, error: null };
    const chain: Record<string, unknown> = {};
    for (const op of ['select', 'update', 'eq', 'is', 'order', 'limit'])
      chain[op] = (...args: unknown[]) => (calls.push({ table, op, args }), chain);
    chain.maybeSingle = async () => ({
      data: Array.isArray(result.data) ? result.data[0] : result.data,
      error: null,
    });
    chain.then = (resolve: (value: unknown) => void) => resolve(result);
    return chain;
  };
  const channel: Record<string, unknown> = {};
  channel.on = () => channel;
  channel.subscribe = () => channel;
  setSupabase({
    auth: { getSession: async () => ({ data: { session: { access_token: 'token-1' } } }) },
    from,
    channel: () => channel,
    removeChannel: async () => 'ok',
  } as unknown as SupabaseClient);
  return calls;
}

/** The brain service: creates chat-1 and streams `answer` as the stored answer row. */
function fakeBrainService(answer: unknown) {
  const posts: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    posts.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.endsWith('/functions/v1/brain/chat'))
      return new Response(JSON.stringify({ chat_id: 'chat-1' }));
    if (url.includes('/functions/v1/brain/chat/chat-1/question'))
      return new Response(`data: ${JSON.stringify({ type: 'answer', answer })}\n\n`, {
        headers: { 'content-type': 'text/event-stream' },
      });
    return new Response('{}', { status: 404 });
  }) as typeof fetch;
  return posts;
}

function renderPanel(chatId: string | null = null) {
  setTestEnvConfig(BASE);
  const store = createAppStore();
  store.dispatch(
    sessionChanged({ user: { id: 'user-1', email: 'u@example.com' }, event: 'SIGNED_IN' }),
  );
  render(
    <Provider store={store}>
      <BrainChatPanel
        brainId="natal-chart-guide"
        brainTitle="Natal Chart Guide"
        chartSlots={1}
        chatId={chatId}
      />
    </Provider>,
  );
}

const ask = (question: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Your question' }), {
    target: { value: question },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
};

describe('BrainChatPanel with saved charts', () => {
  it('asks for a chart, starts the chat with the one attached, and marks the wrong claim', async () => {
    fakeSupabase({ charts: CHARTS });
    const posts = fakeBrainService(answerRow(CLAIM_CHECKS));
    renderPanel();
    expect(screen.getByTestId('chart-request')).toHaveTextContent(
      'Natal Chart Guide reads your saved chart — attach one.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Attach chart' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /My birth chart/ }));
    expect(screen.queryByTestId('chart-request')).not.toBeInTheDocument();

    ask('What does my Sun sign say about me?');
    const answer = await screen.findByTestId('brain-answer');
    expect(
      await within(answer).findByText(
        'Checked against your chart: the Sun is in Gemini, not Taurus',
      ),
    ).toBeInTheDocument();
    expect(within(answer).getByRole('region', { name: 'Chart claims' })).toHaveTextContent(
      '1 chart claim checked, 1 wrong',
    );
    expect(posts[0]).toEqual({
      url: `${BASE}/functions/v1/brain/chat`,
      body: {
        name: 'What does my Sun sign say about me?',
        brain_id: 'natal-chart-guide',
        chart_ids: ['8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f31'],
      },
    });
  });

  it('reads the claim checks again when the answer arrives before they are stored', async () => {
    const calls = fakeSupabase({ charts: CHARTS, chat_history: [answerRow(CLAIM_CHECKS)] });
    fakeBrainService(answerRow(null));
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Attach chart' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /My birth chart/ }));
    ask('And my Sun?');
    expect(
      await screen.findByText('Checked against your chart: the Sun is in Gemini, not Taurus'),
    ).toBeInTheDocument();
    expect(calls).toContainEqual({ table: 'chat_history', op: 'eq', args: ['id', 'answer-1'] });
  });

  it('shows the charts of a chat it reopens, and saves a change of them on the chat', async () => {
    const calls = fakeSupabase({
      charts: CHARTS,
      brain_chats: { chat_id: 'chat-1', brain_id: 'natal-chart-guide', chart_ids: ['8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f31'] },
      chat_history: [answerRow(CLAIM_CHECKS)],
    });
    fakeBrainService(null);
    renderPanel('chat-1');
    const chips = await screen.findByRole('list', { name: 'Attached charts' });
    expect(await within(chips).findByText('My birth chart')).toBeInTheDocument();
    expect(
      await screen.findByText('Checked against your chart: the Sun is in Gemini, not Taurus'),
    ).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove chart My birth chart' }));
    });
    await waitFor(() =>
      expect(calls).toContainEqual({
        table: 'brain_chats',
        op: 'update',
        args: [{ chart_ids: [] }],
      }),
    );
    expect(calls).toContainEqual({ table: 'brain_chats', op: 'eq', args: ['chat_id', 'chat-1'] });
    // Without a chart, the brain asks for one again.
    expect(screen.getByTestId('chart-request')).toBeInTheDocument();
  });
});
