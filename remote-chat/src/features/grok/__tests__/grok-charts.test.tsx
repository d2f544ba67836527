import { createAppStore, sessionChanged, setSupabase } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { setTestEnvConfig } from '../../../lib/__tests__/test-env';
import GrokChat from '../components/grok-chat';
import { MESSAGE_COLUMNS, messageFromRow } from '../model/chat-messages';

const BASE = 'http://stack.test';

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const CHARTS = [
  { id: '8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f31', name: 'My birth chart', birth_date: '1990-05-15', created_at: '2026-01-02T10:00:00Z' },
  { id: '8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f32', name: 'Sam', birth_date: '1988-11-02', created_at: '2026-01-01T10:00:00Z' },
];
const ANSWER = 'With Mars in Leo and the Moon in Aries, you act fast.';
const CLAIM_CHECKS = {
  version: 1,
  checked: 2,
  wrong: 1,
  claims: [
    {
      text: 'Mars in Leo',
      start: 5,
      end: 16,
      chart: 'My birth chart',
      body: 'mars',
      kind: 'sign',
      stated: 'Leo',
      actual: 'Leo',
      verdict: 'right',
    },
    {
      text: 'Moon in Aries',
      start: 25,
      end: 38,
      chart: 'My birth chart',
      body: 'moon',
      kind: 'sign',
      stated: 'Aries',
      actual: 'Sagittarius',
      verdict: 'wrong',
    },
  ],
};
const question = {
  id: 'question-1',
  parent_id: null,
  role: 'user',
  content: [{ type: 'text', text: 'How do I act?' }],
  status: 'complete',
  created_at: '2026-11-24T10:00:00Z',
};
const answer = {
  id: 'answer-1',
  parent_id: 'question-1',
  role: 'assistant',
  content: [{ type: 'text', text: ANSWER }],
  model: 'grok-3-latest',
  status: 'complete',
  created_at: '2026-11-24T10:00:01Z',
  updated_at: '2026-11-24T10:00:03Z',
  claim_checks: CLAIM_CHECKS,
};

function setup() {
  setTestEnvConfig(BASE);
  const tables: Record<string, unknown> = {
    grok_conversations: {
      id: 'conversation-1',
      title: 'How do I act?',
      model: 'grok-3-latest',
      chart_ids: ['8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f31'],
    },
    grok_messages: [answer, question],
    charts: CHARTS,
  };
  const from = (table: string) => {
    const data = tables[table];
    const chain: Record<string, unknown> = {};
    for (const op of ['select', 'eq', 'order', 'limit']) chain[op] = () => chain;
    chain.maybeSingle = async () => ({ data: Array.isArray(data) ? data[0] : data, error: null });
    chain.then = (resolve: (value: unknown) => void) => resolve({ data, error: null });
    return chain;
  };
  const channel: Record<string, unknown> = {};
  channel.on = () => channel;
  channel.subscribe = () => channel;
  setSupabase({
    auth: { getSession: async () => ({ data: { session: { access_token: 'token-1' } } }) },
    from,
    rpc: async () => ({ error: null }),
    channel: () => channel,
    removeChannel: async () => 'ok',
  } as unknown as SupabaseClient);
  const sent: Record<string, unknown>[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/functions/v1/grok/conversations/messages')) {
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return new Response(JSON.stringify({ code: 'server_error', message: 'Try later' }), {
        status: 503,
      });
    }
    return new Response('{}', { status: 404 });
  }) as typeof fetch;
  const store = createAppStore();
  store.dispatch(
    sessionChanged({ user: { id: 'user-1', email: 'u@example.com' }, event: 'SIGNED_IN' }),
  );
  return { sent, store };
}

const sendMessage = async (text: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: text } });
  await act(async () => {
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Enter' });
  });
};

describe('Grok with saved charts', () => {
  it('reads claim_checks with each message', () => {
    expect(MESSAGE_COLUMNS.split(',')).toContain('claim_checks');
    expect(messageFromRow(answer)?.claimChecks).toEqual(CLAIM_CHECKS);
    expect(messageFromRow({ ...answer, claim_checks: null })?.claimChecks).toBeUndefined();
  });

  it("reopens a conversation with its charts and its answer's claims checked, and sends the charts on", async () => {
    const { sent, store } = setup();
    render(
      <Provider store={store}>
        <GrokChat variant="embedded" conversationId="conversation-1" />
      </Provider>,
    );
    const chips = await screen.findByRole('list', { name: 'Attached charts' });
    expect(await within(chips).findByText('My birth chart')).toBeInTheDocument();
    const reply = await screen.findByTestId('assistant-answer');
    expect(
      await within(reply).findByText(
        'Checked against your chart: the Moon is in Sagittarius, not Aries',
      ),
    ).toBeInTheDocument();
    expect(within(reply).getByRole('region', { name: 'Chart claims' })).toHaveTextContent(
      '2 chart claims checked, 1 wrong',
    );

    await sendMessage('And my Venus?');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ conversation_id: 'conversation-1', chart_ids: ['8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f31'] });
  });

  it('sends the chart attached to a new conversation with its first question', async () => {
    const { sent, store } = setup();
    render(
      <Provider store={store}>
        <GrokChat variant="embedded" />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Attach chart' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Sam/ }));
    await sendMessage('Read my chart');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ chart_ids: ['8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f32'] });
    expect(sent[0]).not.toHaveProperty('conversation_id');
  });
});
