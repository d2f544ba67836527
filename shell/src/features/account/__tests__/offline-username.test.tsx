import {
  createAppStore,
  sessionChanged,
  setSupabase,
  startQueuedWriteSync,
  useAppSelector,
} from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { OfflineBanner } from '../../offline';
import { accountApi } from '../api/account-api';
import { ProfileDetailsSection } from '../components/profile-details-section';

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const USER = { id: 'user-1', email: 'user@example.com' };
const PROFILE = {
  id: USER.id,
  username: 'stella',
  avatar_url: null,
  last_active_at: null,
  session_duration_total: 0,
  last_session_duration: 0,
  charts_created_count: 0,
  brain_interactions_count: 0,
};

let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

function goOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

/** PostgREST as the profile update reaches it: records each update and answers with the row. */
function fakeProfiles() {
  const updates: unknown[] = [];
  const client = {
    from: () => ({
      update: (values: unknown) => {
        const query = {
          eq: () => query,
          select: async () => {
            updates.push(values);
            return { data: [{ id: USER.id }], error: null, status: 200 };
          },
        };
        return query;
      },
      select: () => {
        const query = {
          eq: () => query,
          maybeSingle: async () => ({
            data: { ...PROFILE, username: 'nova' },
            error: null,
            status: 200,
          }),
        };
        return query;
      },
    }),
  };
  return { client: client as unknown as SupabaseClient, updates };
}

function ProfileFromCache() {
  const profile = useAppSelector(
    (state) => accountApi.endpoints.accountProfile.select(USER.id)(state).data,
  );
  return <ProfileDetailsSection userId={USER.id} profile={profile ?? PROFILE} />;
}

function renderProfile() {
  const store = createAppStore();
  store.dispatch(sessionChanged({ user: USER, event: 'SIGNED_IN' }));
  void store.dispatch(accountApi.util.upsertQueryData('accountProfile', USER.id, PROFILE));
  // The profile page is subscribed to the profile.
  store.dispatch(accountApi.endpoints.accountProfile.initiate(USER.id));
  const stop = startQueuedWriteSync(store);
  render(
    <Provider store={store}>
      <OfflineBanner />
      <ProfileFromCache />
    </Provider>,
  );
  return { store, stop };
}

describe('a username changed offline', () => {
  it('is kept on this device, shown waiting, and sent once back online', async () => {
    const { client, updates } = fakeProfiles();
    setSupabase(client);
    const { stop } = renderProfile();
    goOnline(false);

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'nova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save username' }));

    expect(await screen.findByText(/Username “nova” is waiting to sync/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent(
      '1 change waiting to sync',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('nova');
    expect(updates).toEqual([]);

    goOnline(true);
    await waitFor(() => expect(updates).toEqual([{ username: 'nova' }]));
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).toBeNull());
    stop();
  });
});
