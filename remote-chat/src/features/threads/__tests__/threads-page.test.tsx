import {
  createAppStore,
  createMemoryRouter,
  RouterProvider,
  sessionChanged,
  setSupabase,
} from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import ThreadsPage from '../components/threads-page';
import { MARK_START, MARK_STOP } from '../model/thread-search';

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const USER_ID = 'user-1';

interface GrokRow {
  id: string;
  title: string;
  model: string;
  last_message_at: string;
}

interface Binding {
  event: string;
  table: string;
  filter?: string;
}

interface SearchRow {
  kind: 'grok' | 'brain';
  conversation_id: string;
  snippet: string;
  matched_at: string;
}

/** A supabase-js stand-in: tables to read, the search function, and a realtime channel. */
function fakeSupabase() {
  const tables: Record<string, unknown[]> = {
    grok_conversations: [
      {
        id: 'g1',
        title: 'Is my Saturn return in 2026?',
        model: 'grok-3-mini',
        last_message_at: '2026-01-02T10:00:00Z',
      } satisfies GrokRow,
      // A brain's conversation is in the same table, with its brain.
      {
        id: 'b1',
        brain_id: 'moon-phase-coach',
        title: 'Which Moon phase suits new projects?',
        model: 'grok-3-latest',
        last_message_at: '2026-01-01T10:00:00Z',
        wizard_brains: { title: 'Moon Phase Coach', brain: { snippet_emoji: '🌙' } },
      },
    ],
  };
  const reads: string[] = [];
  const searches: string[] = [];
  let searchAnswer: (text: string) => SearchRow[] = () => [];
  const bindings: Binding[] = [];
  const handlers: (() => void)[] = [];
  let onStatus: ((status: string) => void) | undefined;
  const removed: unknown[] = [];

  const query = (table: string) => {
    const chain: Record<string, unknown> = {};
    for (const name of ['select', 'order', 'limit', 'eq']) chain[name] = () => chain;
    chain.then = (resolve: (value: unknown) => void) => {
      reads.push(table);
      resolve({ data: tables[table] ?? [], error: null });
    };
    return chain;
  };
  const channel: Record<string, unknown> = {
    on: (_type: string, binding: Binding, handler: () => void) => {
      bindings.push(binding);
      handlers.push(handler);
      return channel;
    },
    subscribe: (callback: (status: string) => void) => {
      onStatus = callback;
      return channel;
    },
  };
  setSupabase({
    from: query,
    rpc: async (name: string, args: { search_text: string }) => {
      if (name !== 'search_conversations') throw new Error(`unexpected rpc ${name}`);
      searches.push(args.search_text);
      return { data: searchAnswer(args.search_text), error: null };
    },
    channel: () => channel,
    removeChannel: async (c: unknown) => {
      removed.push(c);
      return 'ok';
    },
  } as unknown as SupabaseClient);

  return {
    tables,
    reads,
    searches,
    bindings,
    removed,
    channel,
    answerSearch: (answer: (text: string) => SearchRow[]) => (searchAnswer = answer),
    status: (status: string) => act(() => onStatus?.(status)),
    change: () => act(() => handlers.forEach((handler) => handler())),
  };
}

function renderPage() {
  const store = createAppStore();
  store.dispatch(
    sessionChanged({ user: { id: USER_ID, email: 'u@example.com' }, event: 'SIGNED_IN' }),
  );
  const router = createMemoryRouter(
    [
      { path: '/threads', element: <ThreadsPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/threads'] },
  );
  return render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search conversations' });
const rows = () => within(screen.getByTestId('threads-list')).getAllByRole('listitem');

describe('Threads page', () => {
  it('finds a conversation by a word of its messages, once typing pauses, with a snippet', async () => {
    const supabase = fakeSupabase();
    supabase.answerSearch((text) =>
      text === 'verdict'
        ? [
            {
              kind: 'grok',
              conversation_id: 'g1',
              snippet: `a mirror for reflection, not a ${MARK_START}verdict${MARK_STOP}.`,
              matched_at: '2026-01-02T10:00:05Z',
            },
          ]
        : [],
    );
    renderPage();
    expect(await screen.findByText('Is my Saturn return in 2026?')).toBeVisible();

    for (const text of ['v', 've', 'verd', 'verdict'])
      fireEvent.change(searchBox(), { target: { value: text } });
    // Neither title matches: the page waits for the messages.
    expect(await screen.findByRole('status')).toHaveTextContent('Searching messages…');
    expect(screen.getByRole('progressbar', { name: 'Searching messages' })).toBeInTheDocument();
    expect(screen.queryByText(/No conversations match/)).not.toBeInTheDocument();

    const snippet = await screen.findByTestId('thread-snippet');
    expect(snippet).toHaveTextContent('a mirror for reflection, not a verdict.');
    expect(within(snippet).getByText('verdict').tagName).toBe('MARK');
    expect(supabase.searches).toEqual(['verdict']);
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 conversation found');
    expect(screen.getByRole('link', { name: /Is my Saturn return in 2026\?/ })).toHaveAttribute(
      'href',
      '/grok?conversation=g1',
    );
  });

  it('still counts title matches, and says when nothing matches', async () => {
    const supabase = fakeSupabase();
    renderPage();
    expect(await screen.findByText('Which Moon phase suits new projects?')).toBeVisible();

    fireEvent.change(searchBox(), { target: { value: 'moon' } });
    // The title matches at once, before the messages are searched.
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Moon Phase Coach');
    await waitFor(() => expect(supabase.searches).toEqual(['moon']));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1 conversation found'),
    );
    expect(screen.getByRole('link', { name: /Which Moon phase/ })).toHaveAttribute(
      'href',
      '/chat?brainId=moon-phase-coach&conversation=b1',
    );

    fireEvent.change(searchBox(), { target: { value: 'pluto' } });
    expect(await screen.findByText('No conversations match “pluto”.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('0 conversations found');
  });

  it('shows a conversation started in another tab without a reload, and leaves the channel', async () => {
    const supabase = fakeSupabase();
    const { unmount } = renderPage();
    expect(await screen.findByText('Is my Saturn return in 2026?')).toBeVisible();
    expect(supabase.bindings).toEqual([
      {
        schema: 'public',
        filter: `user_id=eq.${USER_ID}`,
        event: '*',
        table: 'grok_conversations',
      },
    ]);
    supabase.status('SUBSCRIBED');

    supabase.tables.grok_conversations!.unshift({
      id: 'g2',
      title: 'Started in another tab',
      model: 'grok-3-mini',
      last_message_at: '2026-01-03T10:00:00Z',
    } satisfies GrokRow);
    supabase.change();
    expect(await screen.findByText('Started in another tab')).toBeVisible();
    expect(rows()).toHaveLength(3);

    unmount();
    expect(supabase.removed).toEqual([supabase.channel]);
  });

  it('reads the list again as changes arrive together only once', async () => {
    const supabase = fakeSupabase();
    renderPage();
    expect(await screen.findByText('Is my Saturn return in 2026?')).toBeVisible();
    await waitFor(() => expect(supabase.reads.length).toBeGreaterThanOrEqual(1));
    const before = supabase.reads.length;
    supabase.change();
    supabase.change();
    await waitFor(() => expect(supabase.reads.length).toBe(before + 1));
    await act(() => new Promise((r) => setTimeout(r, 400)));
    // One list read (one table holds every conversation), not one per change.
    expect(supabase.reads.length).toBe(before + 1);
  });
});
