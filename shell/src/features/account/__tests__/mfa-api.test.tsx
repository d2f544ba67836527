import { setSupabase } from '@astro/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  challengeNewPhoneFactor,
  enrollPhoneFactor,
  listVerifiedFactors,
  removeFactor,
  verifyFactorCode,
} from '../api/mfa-api';
import { PhoneFactorDialog } from '../components/phone-factor-dialog';
import { TotpEnrollDialog } from '../components/totp-enroll-dialog';
import { fakeAuth, INSUFFICIENT_AAL, TOTP_FACTOR } from '../../../lib/testing/fake-auth';

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const PHONE_FACTOR = {
  id: 'factor-2',
  factor_type: 'phone',
  phone: '447700900123',
  status: 'verified',
};

const REFUSED = { code: 'sms_send_failed', message: 'Could not send the text message' };

const signedIn = () => fakeAuth({ level: 'aal2', verifiedFactor: true });

describe('listVerifiedFactors', () => {
  it('lists authenticator apps before phones', async () => {
    const fake = signedIn();
    fake.auth.mfa.listFactors.mockResolvedValueOnce({
      data: { all: [PHONE_FACTOR, TOTP_FACTOR], totp: [TOTP_FACTOR], phone: [PHONE_FACTOR] },
      error: null,
    } as never);
    await expect(listVerifiedFactors(fake.client)).resolves.toEqual({
      data: [TOTP_FACTOR, PHONE_FACTOR],
      error: null,
    });
  });

  it('gives an empty list along with the error when the factors cannot be read', async () => {
    const fake = signedIn();
    const failure = { code: 'unexpected_failure', message: 'Server unavailable' };
    fake.auth.mfa.listFactors.mockResolvedValueOnce({ data: null, error: failure } as never);
    await expect(listVerifiedFactors(fake.client)).resolves.toEqual({ data: [], error: failure });
  });
});

describe('verifyFactorCode', () => {
  it('checks the code against the challenge already sent', async () => {
    const fake = signedIn();
    await verifyFactorCode(
      { factorId: 'factor-2', challengeId: 'challenge-factor-2', code: '123456' },
      fake.client,
    );
    expect(fake.auth.mfa.verify).toHaveBeenCalledWith({
      factorId: 'factor-2',
      challengeId: 'challenge-factor-2',
      code: '123456',
    });
    expect(fake.auth.mfa.challengeAndVerify).not.toHaveBeenCalled();
  });

  it('makes the challenge with the check when none was sent', async () => {
    const fake = signedIn();
    await verifyFactorCode(
      { factorId: 'factor-1', challengeId: null, code: '123456' },
      fake.client,
    );
    expect(fake.auth.mfa.challengeAndVerify).toHaveBeenCalledWith({
      factorId: 'factor-1',
      code: '123456',
    });
    expect(fake.auth.mfa.verify).not.toHaveBeenCalled();
  });
});

describe('enrolling a phone', () => {
  it('names the factor after the last digits of the number', async () => {
    const fake = signedIn();
    await enrollPhoneFactor('+447700900123', fake.client);
    expect(fake.auth.mfa.enroll).toHaveBeenCalledWith({
      factorType: 'phone',
      phone: '+447700900123',
      friendlyName: 'Phone 0123',
    });
  });

  it('removes the new factor when its first code cannot be sent', async () => {
    const fake = signedIn();
    fake.auth.mfa.challenge.mockResolvedValueOnce({ data: null, error: REFUSED });
    const challenge = await challengeNewPhoneFactor('factor-2', fake.client);
    expect(challenge.error).toEqual(REFUSED);
    expect(fake.auth.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'factor-2' });
  });

  it('keeps the new factor once its first code is sent', async () => {
    const fake = signedIn();
    const challenge = await challengeNewPhoneFactor('factor-2', fake.client);
    expect(challenge.data).toEqual(expect.objectContaining({ id: 'challenge-factor-2' }));
    expect(fake.auth.mfa.unenroll).not.toHaveBeenCalled();
  });
});

describe('removeFactor', () => {
  it('refreshes the session once the factor is gone', async () => {
    const fake = signedIn();
    await expect(removeFactor('factor-1', fake.client)).resolves.toEqual({ error: null });
    expect(fake.auth.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'factor-1' });
    expect(fake.auth.refreshSession).toHaveBeenCalledTimes(1);
    expect(fake.auth.mfa.unenroll.mock.invocationCallOrder[0]).toBeLessThan(
      fake.auth.refreshSession.mock.invocationCallOrder[0]!,
    );
  });

  it('returns the refusal and leaves the session as it is', async () => {
    const fake = fakeAuth({ level: 'aal1', verifiedFactor: true });
    fake.auth.mfa.unenroll.mockResolvedValueOnce({ data: null, error: INSUFFICIENT_AAL });
    await expect(removeFactor('factor-1', fake.client)).resolves.toEqual({
      error: INSUFFICIENT_AAL,
    });
    expect(fake.auth.refreshSession).not.toHaveBeenCalled();
  });
});

describe('leaving an enrolment before its first code', () => {
  const TOTP_ENROLMENT = {
    id: 'factor-3',
    type: 'totp',
    totp: { qr_code: 'data:image/svg+xml;utf-8,<svg></svg>', secret: 'JBSWY3DP', uri: '' },
  };

  it('removes the phone factor waiting for its code', async () => {
    const fake = signedIn();
    fake.auth.mfa.enroll.mockResolvedValueOnce({
      data: { id: 'factor-2', type: 'phone', phone: '447700900123' },
      error: null,
    });
    setSupabase(fake.client);
    const onClose = jest.fn();
    render(
      <PhoneFactorDialog
        open
        onClose={onClose}
        onEnrolled={() => undefined}
        onSecondStepNeeded={() => undefined}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Mobile number/), {
      target: { value: '+44 7700 900123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText(/We texted a 6-digit code to/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fake.auth.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'factor-2' });
    expect(onClose).toHaveBeenCalled();
  });

  it('removes nothing when cancelled before a phone factor exists', () => {
    const fake = signedIn();
    setSupabase(fake.client);
    render(
      <PhoneFactorDialog
        open
        onClose={() => undefined}
        onEnrolled={() => undefined}
        onSecondStepNeeded={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fake.auth.mfa.unenroll).not.toHaveBeenCalled();
  });

  it('removes the authenticator app whose QR code is showing', async () => {
    const fake = signedIn();
    fake.auth.mfa.enroll.mockResolvedValueOnce({ data: TOTP_ENROLMENT, error: null });
    setSupabase(fake.client);
    render(
      <TotpEnrollDialog
        open
        onClose={() => undefined}
        onEnrolled={() => undefined}
        onSecondStepNeeded={() => undefined}
      />,
    );
    expect(await screen.findByTestId('totp-secret')).toHaveValue('JBSWY3DP');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fake.auth.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'factor-3' });
  });

  it('removes the authenticator app made after the dialog was closed', async () => {
    const fake = signedIn();
    let answer: (value: { data: unknown; error: null }) => void = () => undefined;
    fake.auth.mfa.enroll.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    setSupabase(fake.client);
    const { unmount } = render(
      <TotpEnrollDialog
        open
        onClose={() => undefined}
        onEnrolled={() => undefined}
        onSecondStepNeeded={() => undefined}
      />,
    );
    unmount();
    answer({ data: TOTP_ENROLMENT, error: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.auth.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'factor-3' });
  });
});
