import { notify } from '@astro/shared';
import type { User } from '@supabase/supabase-js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { confirmPhoneCode, sendPhoneCode } from '../api/profile-api';
import { displayPhone, phoneNumberSchema, smsCodeSchema } from '../model/phone-number';
import { SectionCard } from './section-card';

/** Confirms a phone number for the account with a code sent by text message (valid 10 minutes). */
export function PhoneVerificationSection({
  user,
  onChanged,
}: {
  user: User;
  onChanged: () => Promise<void>;
}) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = user.phone && user.phone_confirmed_at ? displayPhone(user.phone) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!sentTo) {
      const parsed = phoneNumberSchema.safeParse(phone);
      if (!parsed.success) return setError(parsed.error.issues[0]!.message);
      setBusy(true);
      const { error: failure } = await sendPhoneCode(parsed.data);
      setBusy(false);
      if (failure) return setError(failure);
      return setSentTo(parsed.data);
    }
    const parsed = smsCodeSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setBusy(true);
    const { error: failure } = await confirmPhoneCode(sentTo, parsed.data);
    setBusy(false);
    if (failure) return setError(failure);
    setSentTo(null);
    setPhone('');
    setCode('');
    await onChanged();
    notify({
      title: 'Phone number verified',
      description: `${displayPhone(sentTo)} is now confirmed on your account.`,
    });
  };

  return (
    <SectionCard
      title="Phone number"
      intro={
        confirmed
          ? `Your confirmed number is ${confirmed}. It is how we reach you about your account; it does not sign you in.`
          : 'Confirm a mobile number so we can reach you about your account. It is separate from two-step verification below, which sends sign-in codes to a phone you add there.'
      }
    >
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        spacing={2}
        aria-label="Verify a phone number"
      >
        {sentTo ? (
          <>
            <Alert severity="info" role="status">
              We texted a 6-digit code to {displayPhone(sentTo)}. It is valid for 10 minutes.
            </Alert>
            <TextField
              label="Verification code"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
          </>
        ) : (
          <TextField
            label={confirmed ? 'New mobile number' : 'Mobile number'}
            type="tel"
            autoComplete="tel"
            placeholder="+44 7700 900123"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            helperText="In international format, starting with + and the country code."
          />
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="outlined" disabled={busy}>
            {sentTo ? 'Verify number' : 'Send code'}
          </Button>
          {sentTo && (
            <Button
              onClick={() => {
                setSentTo(null);
                setCode('');
                setError(null);
              }}
            >
              Use another number
            </Button>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
