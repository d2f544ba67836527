import { createAppStore, setSupabase } from '@astro/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { fakeAuth, INSUFFICIENT_AAL } from '../../../lib/testing/fake-auth';
import { toastStore } from '@astro/shared';
import { SetNewPasswordForm } from '../components/set-new-password-form';

// The shared queue is real; the spy only records what was shown.
const toast = jest.spyOn(toastStore, 'show');

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const NEW_PASSWORD = 'a-brand-new-orbit-77';

function renderForm(fake: ReturnType<typeof fakeAuth>) {
  setSupabase(fake.client);
  const onDone = jest.fn();
  render(
    <Provider store={createAppStore()}>
      <SetNewPasswordForm onDone={onDone} />
    </Provider>,
  );
  return onDone;
}

async function choosePassword() {
  fireEvent.change(await screen.findByLabelText(/^New password/), {
    target: { value: NEW_PASSWORD },
  });
  fireEvent.change(screen.getByLabelText(/^Repeat the new password/), {
    target: { value: NEW_PASSWORD },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

async function enterCode(code = '123456') {
  fireEvent.change(await screen.findByLabelText(/^Verification code/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

beforeEach(() => toast.mockClear());

describe('SetNewPasswordForm', () => {
  it('sets the password at once for an account without a second step', async () => {
    const fake = fakeAuth({ level: 'aal1', verifiedFactor: false });
    const onDone = renderForm(fake);
    await choosePassword();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fake.auth.updateUser).toHaveBeenCalledWith({ password: NEW_PASSWORD });
  });

  it('asks an account with two-step verification for its code before the new password', async () => {
    const fake = fakeAuth({ level: 'aal1', verifiedFactor: true });
    const onDone = renderForm(fake);
    expect(
      await screen.findByText(/Enter a code from your second step, then choose/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();

    await enterCode('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();

    await enterCode();
    await choosePassword();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fake.auth.mfa.challengeAndVerify).toHaveBeenCalledWith({
      factorId: 'factor-1',
      code: '123456',
    });
    expect(fake.auth.updateUser).toHaveBeenCalledTimes(1);
  });

  it('asks for the code when the server refuses the password, then saves it', async () => {
    // The page saw no factor (one was added meanwhile); the server knows better.
    const fake = fakeAuth({ level: 'aal1', verifiedFactor: false });
    fake.auth.updateUser.mockResolvedValueOnce({ data: null, error: INSUFFICIENT_AAL });
    const onDone = renderForm(fake);
    fake.setVerifiedFactor(true);
    await choosePassword();
    await enterCode();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fake.auth.updateUser).toHaveBeenCalledTimes(2);
    expect(fake.auth.updateUser).toHaveBeenLastCalledWith({ password: NEW_PASSWORD });
  });

  it('says so, in words, when the server still refuses after the second step', async () => {
    const fake = fakeAuth({ level: 'aal1', verifiedFactor: true });
    fake.auth.updateUser.mockResolvedValue({ data: null, error: INSUFFICIENT_AAL });
    const onDone = renderForm(fake);
    await enterCode();
    await choosePassword();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your new password was not saved: this account needs two-step verification',
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Authentication Error', variant: 'destructive' }),
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
