import { loadSupabase } from '@astro/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { toast } from '../../toasts';
import { authErrorToast } from '../model/auth-messages';
import { fieldErrors, MIN_PASSWORD_LENGTH, newPasswordSchema, type FieldErrors } from '../model/auth-forms';

/** Shown after a password-reset link: the recovery session may only be used to pick a new password. */
export function SetNewPasswordForm({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse({ password, confirm });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    const { error } = await (await loadSupabase()).auth.updateUser({ password: parsed.data.password });
    setBusy(false);
    if (error) {
      toast(authErrorToast(error.message));
      return;
    }
    toast({ title: 'Password updated', description: 'Your new password is active.' });
    onDone();
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ?? `At least ${MIN_PASSWORD_LENGTH} characters`}
        required
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={Boolean(errors.confirm)}
        helperText={errors.confirm}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Save new password
      </Button>
    </Stack>
  );
}
