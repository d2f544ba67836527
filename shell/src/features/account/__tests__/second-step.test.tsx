import {
  createAppStore,
  sessionChanged,
  setSupabase,
  useUserRoles,
  createMemoryRouter,
  RouterProvider,
} from '@astro/shared';
import type { User } from '@supabase/supabase-js';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { toastStore } from '@astro/shared';
import { EmailPasswordSection } from '../components/email-password-section';
import { MfaChallengeStep } from '../components/mfa-challenge-step';
import { MfaGate } from '../components/mfa-gate';
import { MfaSection } from '../components/mfa-section';
import { fakeAuth, INSUFFICIENT_AAL, TOTP_FACTOR } from '../../../lib/testing/fake-auth';

// The shared queue is real; the spy only records what was shown.
const toast = jest.spyOn(toastStore, 'show');

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const USER = {
  id: 'user-1',
  email: 'ada@example.com',
  identities: [{ provider: 'email' }],
  factors: [TOTP_FACTOR],
} as unknown as User;

function renderWith(fake: ReturnType<typeof fakeAuth>, ui: ReactNode) {
  setSupabase(fake.client);
  const store = createAppStore();
  store.dispatch(sessionChanged({ user: { id: USER.id, email: USER.email! }, event: 'SIGNED_IN' }));
  const router = createMemoryRouter([{ path: '/', element: ui }]);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const promptDialog = () => screen.findByRole('dialog', { name: 'Confirm it is you' });

async function passPrompt(code = '123456') {
  const dialog = await promptDialog();
  fireEvent.change(await within(dialog).findByLabelText(/^Verification code/), {
    target: { value: code },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
}

function fillPasswordChange() {
  fireEvent.change(screen.getByLabelText('Current password'), {
    target: { value: 'old-orbit-41' },
  });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-orbit-42!' } });
  fireEvent.change(screen.getByLabelText('Repeat new password'), {
    target: { value: 'new-orbit-42!' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => toast.mockClear());

describe('account changes from a session that has not passed the second step', () => {
  it('asks for the code when an e-mail change is refused, then sends the change again', async () => {
    const fake = fakeAuth({ level: 'aal1', verifiedFactor: true });
    fake.auth.updateUser.mockResolvedValueOnce({ data: null, error: INSUFFICIENT_AAL });
    renderWith(fake, <EmailPasswordSection user={USER} onChanged={() => undefined} />);
    fireEvent.change(screen.getByLabelText('New e-mail'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));

    await passPrompt();
    expect(
      await screen.findByText(/We sent a confirmation link to new@example.com/),
    ).toBeInTheDocument();
    expect(fake.auth.updateUser).toHaveBeenCalledTimes(2);
    expect(fake.auth.updateUser).toHaveBeenLastCalledWith(
      { email: 'new@example.com' },
      expect.anything(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains, instead of failing silently, when the prompt is cancelled', async () => {
    const fake = fakeAuth({ level: 'aal1', verifiedFactor: true });
    fake.auth.updateUser.mockResolvedValue({ data: null, error: INSUFFICIENT_AAL });
    renderWith(fake, <EmailPasswordSection user={USER} onChanged={() => undefined} />);
    fillPasswordChange();
    fireEvent.click(within(await promptDialog()).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This change needs a code from your second step.',
    );
    expect(fake.auth.updateUser).toHaveBeenCalledTimes(1);
  });

  it('says what to do when the server refuses the password change even after the code', async () => {
    const fake = fakeAuth({ level: 'aal1', verifiedFactor: true });
    fake.auth.updateUser.mockResolvedValue({ data: null, error: INSUFFICIENT_AAL });
    renderWith(fake, <EmailPasswordSection user={USER} onChanged={() => undefined} />);
    fillPasswordChange();
    await passPrompt();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This change needs two-step verification, and this session has not passed it.',
    );
    expect(fake.auth.updateUser).toHaveBeenCalledTimes(2);
  });

  it('asks for the code before removing a factor, then removes it', async () => {
    const fake = fakeAuth({ level: 'aal1', verifiedFactor: true });
    fake.auth.mfa.unenroll.mockResolvedValueOnce({ data: null, error: INSUFFICIENT_AAL });
    const onChanged = jest.fn(async () => undefined);
    renderWith(fake, <MfaSection user={USER} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Authenticator app' }));

    await passPrompt();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Two-step method removed' }),
      ),
    );
    expect(fake.auth.mfa.unenroll).toHaveBeenCalledTimes(2);
    expect(onChanged).toHaveBeenCalled();
  });

  it('asks for the code when adding another factor is refused', async () => {
    const fake = fakeAuth({ level: 'aal1', verifiedFactor: true });
    renderWith(fake, <MfaSection user={USER} onChanged={async () => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    await promptDialog();
    expect(
      screen.queryByRole('dialog', { name: 'Set up an authenticator app' }),
    ).not.toBeInTheDocument();
  });
});

describe('passing the second step', () => {
  function Roles() {
    const { roles, loading } = useUserRoles();
    return <p>{loading ? 'loading roles' : `roles: ${roles.join(',') || 'none'}`}</p>;
  }

  it('reads again what was read before it, when row-level security showed nothing', async () => {
    const fake = fakeAuth({
      level: 'aal1',
      verifiedFactor: true,
      rows: (level) => (level === 'aal2' ? [{ role: 'admin' }] : []),
    });
    renderWith(
      fake,
      <>
        <Roles />
        <MfaChallengeStep onVerified={() => undefined} />
      </>,
    );
    expect(await screen.findByText('roles: none')).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText(/^Verification code/), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('roles: admin')).toBeInTheDocument();
  });

  it('is asked for again when a refresh shows a factor added on another device', async () => {
    const fake = fakeAuth({ level: 'aal1', verifiedFactor: false });
    renderWith(fake, <MfaGate>Private page</MfaGate>);
    expect(await screen.findByText('Private page')).toBeInTheDocument();
    fake.setVerifiedFactor(true);
    act(() => fake.emit('TOKEN_REFRESHED'));
    expect(
      await screen.findByRole('heading', { name: 'Two-step verification' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Private page')).not.toBeInTheDocument();
  });
});
