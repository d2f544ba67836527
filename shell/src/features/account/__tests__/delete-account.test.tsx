import { createMemoryRouter, RouterProvider, setSupabase, toastStore } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { deleteOwnAccount } from '../api/account-api';
import { DeleteAccountSection } from '../components/delete-account-section';

// The shared queue is real; the spy only records what was shown.
const toast = jest.spyOn(toastStore, 'show');

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const USER_ID = 'user-1';

/** The storage, rpc and auth calls account deletion makes, in the order they were made. */
function fakeClient(options: { pictures?: string[]; refusal?: string } = {}) {
  const calls: string[] = [];
  const bucket = {
    list: jest.fn(async (folder: string) => {
      calls.push(`list ${folder}`);
      return { data: (options.pictures ?? []).map((name) => ({ name })), error: null };
    }),
    remove: jest.fn(async (paths: string[]) => {
      calls.push(`remove ${paths.join(',')}`);
      return { data: [], error: null };
    }),
  };
  const client = {
    storage: { from: jest.fn(() => bucket) },
    rpc: jest.fn(async (fn: string) => {
      calls.push(`rpc ${fn}`);
      return { data: null, error: options.refusal ? { message: options.refusal } : null };
    }),
    auth: {
      signOut: jest.fn(async (signOut: { scope: string }) => {
        calls.push(`signOut ${signOut.scope}`);
        return { error: null };
      }),
    },
  };
  return { client: client as unknown as SupabaseClient, calls, bucket, fake: client };
}

beforeEach(() => toast.mockClear());

describe('deleteOwnAccount', () => {
  it('removes the pictures, then the account, then signs out on this device', async () => {
    const { client, calls, fake } = fakeClient({ pictures: ['avatar.png', 'old.jpg'] });
    await expect(deleteOwnAccount(USER_ID, client)).resolves.toEqual({ error: null });
    expect(fake.storage.from).toHaveBeenCalledWith('avatars');
    expect(calls).toEqual([
      'list user-1',
      'remove user-1/avatar.png,user-1/old.jpg',
      'rpc delete_own_account',
      'signOut local',
    ]);
  });

  it('removes nothing from storage when there are no pictures', async () => {
    const { client, calls, bucket } = fakeClient();
    await deleteOwnAccount(USER_ID, client);
    expect(bucket.remove).not.toHaveBeenCalled();
    expect(calls).toEqual(['list user-1', 'rpc delete_own_account', 'signOut local']);
  });

  it("returns the server's refusal and keeps the session", async () => {
    const { client, fake } = fakeClient({ refusal: 'permission denied' });
    await expect(deleteOwnAccount(USER_ID, client)).resolves.toEqual({
      error: 'permission denied',
    });
    expect(fake.auth.signOut).not.toHaveBeenCalled();
  });
});

describe('DeleteAccountSection', () => {
  function renderSection(fake: ReturnType<typeof fakeClient>) {
    setSupabase(fake.client);
    const router = createMemoryRouter(
      [
        { path: '/profile', element: <DeleteAccountSection userId={USER_ID} /> },
        { path: '/', element: <p>Home page</p> },
      ],
      { initialEntries: ['/profile'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  async function confirmDeletion() {
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete forever' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), {
      target: { value: 'DELETE' },
    });
    fireEvent.click(confirm);
    return dialog;
  }

  it('deletes the account, says so and goes home', async () => {
    const fake = fakeClient({ pictures: ['avatar.png'] });
    const router = renderSection(fake);
    await confirmDeletion();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fake.calls).toEqual([
      'list user-1',
      'remove user-1/avatar.png',
      'rpc delete_own_account',
      'signOut local',
    ]);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Account deleted',
        description: 'Your account and personal data are gone. Thank you for stargazing with us.',
      }),
    );
  });

  it('shows the refusal in the dialog and stays on the page', async () => {
    const fake = fakeClient({ refusal: 'permission denied' });
    const router = renderSection(fake);
    const dialog = await confirmDeletion();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('permission denied');
    expect(within(dialog).getByRole('button', { name: 'Delete forever' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/profile');
    expect(fake.fake.auth.signOut).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});
