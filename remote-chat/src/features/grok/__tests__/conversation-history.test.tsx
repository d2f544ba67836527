import {
  createAppStore,
  createMemoryRouter,
  RouterProvider,
  sessionChanged,
  setSupabase,
} from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ConversationHistory } from '../components/conversation-history';

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

/** grok_conversations as the server keeps it, and the writes the sidebar asks for. */
function fakeConversations() {
  let rows = [
    { id: 'c1', title: 'Is my Saturn return in 2026?', last_message_at: '2026-11-02T10:00:00Z' },
    {
      id: 'c2',
      title: 'Which Moon phase suits new projects?',
      brain_id: 'moon-phase-coach',
      last_message_at: '2026-11-01T10:00:00Z',
    },
  ];
  const writes: { kind: string; values?: unknown; id?: unknown }[] = [];
  const from = () => {
    const chain: Record<string, unknown> = {};
    let write: { kind: string; values?: unknown } | null = null;
    chain.select = () => chain;
    chain.order = () => chain;
    chain.limit = () => chain;
    chain.update = (values: { title: string }) => {
      write = { kind: 'update', values };
      return chain;
    };
    chain.delete = () => {
      write = { kind: 'delete' };
      return chain;
    };
    chain.eq = (_column: string, id: string) => {
      if (write) {
        writes.push({ ...write, id });
        if (write.kind === 'delete') rows = rows.filter((r) => r.id !== id);
        else rows = rows.map((r) => (r.id === id ? { ...r, ...(write!.values as object) } : r));
      }
      return chain;
    };
    chain.then = (resolve: (value: unknown) => void) =>
      resolve({ data: write ? [{ id: 'c1' }] : rows, error: null });
    return chain;
  };
  setSupabase({ from } as unknown as SupabaseClient);
  return writes;
}

function renderSidebar(onNew: () => void) {
  const store = createAppStore();
  store.dispatch(
    sessionChanged({ user: { id: 'user-1', email: 'u@example.com' }, event: 'SIGNED_IN' }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/chat',
        element: (
          <ConversationHistory
            currentId="c1"
            onNew={onNew}
            hrefOf={(id) => `/chat?conversation=${id}`}
            brains={[
              {
                id: 'moon-phase-coach',
                title: 'Moon Phase Coach',
                emoji: '🌙',
                description: '',
                featuredOrder: 1,
                chartSlots: 0,
              },
            ]}
          />
        ),
      },
    ],
    { initialEntries: ['/chat'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('the conversations beside the chat', () => {
  it('are found, renamed and deleted in place, and open on the page they were picked from', async () => {
    const writes = fakeConversations();
    const onNew = jest.fn();
    renderSidebar(onNew);
    const nav = screen.getByRole('navigation', { name: 'Your conversations' });
    const saturn = await within(nav).findByRole('link', { name: /Is my Saturn return/ });
    expect(saturn).toHaveAttribute('href', '/chat?conversation=c1');
    expect(within(nav).getByRole('link', { name: /Moon Phase Coach/ })).toBeInTheDocument();

    // Search by the brain as well as by the title.
    fireEvent.change(within(nav).getByRole('searchbox', { name: 'Find a conversation' }), {
      target: { value: 'moon coach' },
    });
    expect(within(nav).queryByRole('link', { name: /Saturn/ })).toBeNull();
    fireEvent.change(within(nav).getByRole('searchbox', { name: 'Find a conversation' }), {
      target: { value: '' },
    });

    fireEvent.click(
      within(nav).getByRole('button', { name: 'More actions for “Is my Saturn return in 2026?”' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'My Saturn return' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(nav).findByRole('link', { name: /My Saturn return/ })).toBeInTheDocument();
    expect(writes[0]).toEqual({ kind: 'update', values: { title: 'My Saturn return' }, id: 'c1' });

    // Deleting the conversation on screen starts a new one in its place.
    fireEvent.click(
      within(nav).getByRole('button', { name: 'More actions for “My Saturn return”' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onNew).toHaveBeenCalled());
    expect(writes[1]).toEqual({ kind: 'delete', id: 'c1' });
    await waitFor(() => expect(within(nav).queryByRole('link', { name: /Saturn/ })).toBeNull());
  });
});
