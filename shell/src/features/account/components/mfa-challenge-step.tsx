import { baseApi, useAppDispatch } from '@astro/shared';
import type { Factor } from '@supabase/supabase-js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { challengeFactor, listVerifiedFactors, verifyFactorCode } from '../api/mfa-api';
import { displayPhone, smsCodeSchema } from '../model/phone-number';

export interface MfaChallengeStepProps {
  /** Called once the session is at aal2 (auth-js has emitted MFA_CHALLENGE_VERIFIED). */
  onVerified: () => void;
  /** Offered as "Use another account": typically signs out. */
  onCancel?: () => void;
}

const factorLabel = (factor: Factor) =>
  factor.factor_type === 'phone'
    ? `Text message to ${displayPhone((factor as { phone?: string }).phone)}`
    : `Authenticator app${factor.friendly_name ? ` (${factor.friendly_name})` : ''}`;

/**
 * The second step of signing in: asks for a code from one of the account's verified factors.
 * A phone factor is sent its code when chosen; an authenticator app shows its own.
 */
export function MfaChallengeStep({ onVerified, onCancel }: MfaChallengeStepProps) {
  const dispatch = useAppDispatch();
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [factorId, setFactorId] = useState('');
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void listVerifiedFactors().then(({ data: verified, error: failure }) => {
      if (!active) return;
      if (failure) setError(failure.message);
      setFactors(verified);
      setFactorId(verified[0]?.id ?? '');
    });
    return () => {
      active = false;
    };
  }, []);

  const factor = factors?.find((f) => f.id === factorId);

  const sendCode = async () => {
    if (!factor) return;
    setBusy(true);
    setError(null);
    const { data, error: failure } = await challengeFactor(factor.id);
    setBusy(false);
    if (failure) return setError(failure.message);
    setChallengeId(data.id);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!factor) return;
    const parsed = smsCodeSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setBusy(true);
    setError(null);
    const result = await verifyFactorCode({
      factorId: factor.id,
      challengeId: factor.factor_type === 'phone' ? challengeId : null,
      code: parsed.data,
    });
    setBusy(false);
    if (result.error) {
      setCode('');
      return setError(
        result.error.code === 'mfa_verification_failed'
          ? 'That code is not right. Check it and try again.'
          : result.error.message,
      );
    }
    // What was read before this step (the frame's profile name and roles, a public page) was read
    // with a token row-level security answers with nothing for such an account: read it again.
    dispatch(baseApi.util.resetApiState());
    onVerified();
  };

  if (factors === null) {
    return (
      <Typography role="status" color="text.secondary">
        Loading your sign-in methods…
      </Typography>
    );
  }

  const needsSms = factor?.factor_type === 'phone' && !challengeId;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      aria-label="Two-step verification"
    >
      <Typography>
        Your account is protected by a second step. Enter the 6-digit code from{' '}
        {factor?.factor_type === 'phone'
          ? 'the text message we send you'
          : 'your authenticator app'}
        .
      </Typography>
      {factors.length > 1 && (
        <RadioGroup
          aria-label="Verification method"
          value={factorId}
          onChange={(event) => {
            setFactorId(event.target.value);
            setChallengeId(null);
            setCode('');
            setError(null);
          }}
        >
          {factors.map((f) => (
            <FormControlLabel key={f.id} value={f.id} control={<Radio />} label={factorLabel(f)} />
          ))}
        </RadioGroup>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {needsSms ? (
        <Button variant="contained" onClick={sendCode} disabled={busy}>
          Text me a code
        </Button>
      ) : (
        <>
          <TextField
            label="Verification code"
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || !factor}>
            Verify
          </Button>
        </>
      )}
      {onCancel && (
        <Button variant="text" onClick={onCancel}>
          Sign out and use another account
        </Button>
      )}
    </Stack>
  );
}
