import { notify, LoadingFallback } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { MfaChallengeStep, needsSecondStep, useAssuranceLevel } from '../../account';
import { setNewPassword } from '../api/auth-calls';
import { authErrorToast } from '../../../lib/auth-messages';
import { RECOVERY_TEXTS } from '../model/recovery-texts';
import {
  fieldErrors,
  MIN_PASSWORD_LENGTH,
  newPasswordSchema,
  type FieldErrors,
} from '../model/auth-forms';
import { AuthForm } from './auth-form-layout';
import { PasswordField } from './password-field';

/**
 * Shown after a password-reset link: the recovery session may only be used to pick a new password.
 * The link proves the e-mail address only, so an account with two-step verification passes its
 * second step first: the server refuses a new password to a session without it (aal1).
 */
export function SetNewPasswordForm({ onDone }: { onDone: () => void }) {
  const assurance = useAssuranceLevel();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // The server asked for the second step although this page thought it was not needed (factors
  // changed meanwhile): the step is shown, and the password saved right after it.
  const [refusedPassword, setRefusedPassword] = useState<string | null>(null);
  const [passedSecondStep, setPassedSecondStep] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (newPassword: string, afterSecondStep: boolean) => {
    setBusy(true);
    setFailure(null);
    const { error } = await setNewPassword(newPassword);
    setBusy(false);
    if (error) {
      if (needsSecondStep(error) && !afterSecondStep) {
        setRefusedPassword(newPassword);
        return;
      }
      const message = needsSecondStep(error) ? RECOVERY_TEXTS.stillRefused : error.message;
      setFailure(message);
      notify(authErrorToast(message));
      return;
    }
    notify({ title: 'Password updated', description: 'Your new password is active.' });
    onDone();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse({ password, confirm });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    void save(parsed.data.password, passedSecondStep);
  };

  if (assurance.loading) return <LoadingFallback />;

  if (!passedSecondStep && (assurance.challengeNeeded || refusedPassword !== null)) {
    return (
      <Stack spacing={2}>
        <Alert severity="info" role="status">
          {RECOVERY_TEXTS.secondStepFirst}
        </Alert>
        <MfaChallengeStep
          onVerified={() => {
            setPassedSecondStep(true);
            void assurance.recheck();
            if (refusedPassword !== null) {
              setRefusedPassword(null);
              void save(refusedPassword, true);
            }
          }}
        />
      </Stack>
    );
  }

  return (
    <AuthForm
      onSubmit={submit}
      busy={busy}
      submitLabel="Save new password"
      label="Choose a new password"
    >
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
      />
      <PasswordField
        label="Repeat the new password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        error={errors.confirm}
      />
    </AuthForm>
  );
}
