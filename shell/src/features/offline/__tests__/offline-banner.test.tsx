import { createAppStore, queueWrite, sessionChanged } from '@astro/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { OfflineBanner } from '../components/offline-banner';

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

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

function renderBanner(userId = 'user-1') {
  const store = createAppStore();
  store.dispatch(sessionChanged({ user: { id: userId, email: null }, event: 'SIGNED_IN' }));
  render(
    <Provider store={store}>
      <OfflineBanner />
    </Provider>,
  );
}

const usernameChange = (userId: string) => ({
  id: `profile-username:${userId}`,
  userId,
  label: 'Username “nova”',
  request: {
    kind: 'update' as const,
    table: 'profiles',
    values: { username: 'nova' },
    match: { id: userId },
  },
  invalidates: [{ type: 'Profile' }],
});

describe('OfflineBanner', () => {
  it('says nothing online, and "You\'re offline" as soon as the connection drops', () => {
    renderBanner();
    expect(screen.queryByRole('status', { name: 'Connection' })).toBeNull();
    goOnline(false);
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent(
      "You're offline. Showing what was last loaded on this device",
    );
    goOnline(true);
    expect(screen.queryByRole('status', { name: 'Connection' })).toBeNull();
  });

  it("counts the signed-in user's changes waiting to sync, and no one else's", () => {
    queueWrite(usernameChange('user-1'));
    queueWrite(usernameChange('someone-else'));
    online = false;
    renderBanner();
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent(
      '1 change waiting to sync.',
    );
  });

  it('shows a change the server refused with its reason, until it is discarded', () => {
    queueWrite(usernameChange('user-1'));
    const stored = JSON.parse(window.localStorage.getItem('astro.queued-writes.v1')!) as object[];
    window.localStorage.setItem(
      'astro.queued-writes.v1',
      JSON.stringify(stored.map((item) => ({ ...item, error: 'That username is taken' }))),
    );
    renderBanner();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Username “nova” could not be saved: That username is taken',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
