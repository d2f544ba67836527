import type { AuthError } from '@supabase/supabase-js';
import { useState, type FormEvent } from 'react';
import { type EmailCodeType, verifyEmailCode } from '../api/auth-calls';
import { emailCodeSchema } from '../model/auth-forms';
import { AuthForm } from './auth-form-layout';
import { OutlinedTextField } from '../../../components/outlined-text-field';

export const EMAIL_CODE_TEXTS = {
  hint: 'Reading the e-mail on another device? Enter its 6-digit code here instead of opening the link.',
  refused: 'That code is wrong or has expired. Check the latest e-mail, or ask for a new one.',
} as const;

function refusalText(error: AuthError): string {
  return error.code === 'otp_expired' ? EMAIL_CODE_TEXTS.refused : error.message;
}

/**
 * The 6-digit code of an auth e-mail, typed instead of opening its link (which may sit in a mail
 * app on another device). The session changes under the page while the code is checked, so the
 * page hears of it (`onVerifying`) and does not react to the sign-in on its own; `onVerified`
 * then continues as the link would.
 */
export function EmailCodeForm({
  email,
  type,
  onVerifying,
  onVerified,
}: {
  email: string;
  type: EmailCodeType;
  onVerifying: (active: boolean) => void;
  onVerified: () => Promise<void> | void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailCodeSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    setBusy(true);
    onVerifying(true);
    const refuse = (message: string) => {
      setError(message);
      setBusy(false);
      onVerifying(false);
    };
    try {
      const { error: refusal } = await verifyEmailCode(email, parsed.data, type);
      if (refusal) {
        setCode('');
        return refuse(refusalText(refusal));
      }
      // Still busy: the page is leaving, and must not react to the new session meanwhile.
      await onVerified();
    } catch (failure) {
      refuse(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <AuthForm
      onSubmit={submit}
      busy={busy}
      submitLabel="Continue with the code"
      label="Enter the code from the e-mail"
    >
      <OutlinedTextField
        label="6-digit code"
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        autoComplete="one-time-code"
        error={Boolean(error)}
        helperText={error ?? EMAIL_CODE_TEXTS.hint}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 6 },
          formHelperText: error ? { role: 'alert' } : undefined,
        }}
        required
      />
    </AuthForm>
  );
}
