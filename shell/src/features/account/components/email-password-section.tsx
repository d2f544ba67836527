import { notify } from '@astro/shared';
import type { User } from '@supabase/supabase-js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { requestEmailChange, updatePassword } from '../api/sign-in-api';
import { useSecondStepPrompt } from '../hooks/use-second-step-prompt';
import { accountChangeErrorText, needsSecondStep, SECOND_STEP_TEXTS } from '../model/second-step';
import { SectionCard } from './section-card';

const emailSchema = z.email('Enter a valid e-mail address');

const passwordForm = z
  .object({
    current: z.string().check(z.minLength(1, 'Enter your current password')),
    next: z.string().check(z.minLength(8, 'Use at least 8 characters')),
    confirm: z.string(),
  })
  .check(
    z.refine((form) => form.next === form.confirm, {
      path: ['confirm'],
      message: 'The passwords do not match',
    }),
  );

type Feedback = { severity: 'success' | 'error'; text: string } | null;
type PasswordFields = z.infer<typeof passwordForm>;

/** Sign-in details: the e-mail address (changed only once the new one is confirmed) and password. */
export function EmailPasswordSection({ user, onChanged }: { user: User; onChanged: () => void }) {
  const [email, setEmail] = useState('');
  const [emailFeedback, setEmailFeedback] = useState<Feedback>(null);
  const [passwords, setPasswords] = useState({ current: '', next: '', confirm: '' });
  const [passwordErrors, setPasswordErrors] = useState<
    Partial<Record<'current' | 'next' | 'confirm', string>>
  >({});
  const [passwordFeedback, setPasswordFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const secondStep = useSecondStepPrompt();
  const hasPassword = user.identities?.some((identity) => identity.provider === 'email') ?? false;

  const saveEmail = async (address: string, afterSecondStep = false) => {
    setBusy(true);
    const { error } = await requestEmailChange(address);
    setBusy(false);
    if (error) {
      // A session that has not passed the second step (an old tab) is asked for the code once,
      // and the change is sent again; a second refusal is explained, never swallowed.
      if (needsSecondStep(error) && !afterSecondStep) {
        return secondStep.ask({
          onPassed: () => void saveEmail(address, true),
          onDeclined: () =>
            setEmailFeedback({ severity: 'error', text: SECOND_STEP_TEXTS.declined }),
        });
      }
      return setEmailFeedback({ severity: 'error', text: accountChangeErrorText(error) });
    }
    setEmail('');
    setEmailFeedback({
      severity: 'success',
      text: `We sent a confirmation link to ${address}. Your address changes when you open it.`,
    });
    onChanged();
  };

  const changeEmail = (event: FormEvent) => {
    event.preventDefault();
    setEmailFeedback(null);
    const parsed = emailSchema.safeParse(email.trim());
    if (!parsed.success)
      return setEmailFeedback({ severity: 'error', text: parsed.error.issues[0]!.message });
    void saveEmail(parsed.data);
  };

  const savePassword = async (fields: PasswordFields, afterSecondStep = false) => {
    setBusy(true);
    const { error } = await updatePassword(fields);
    setBusy(false);
    if (error) {
      if (error.code === 'current_password_mismatch')
        return setPasswordErrors({ current: 'That is not your current password' });
      if (needsSecondStep(error) && !afterSecondStep) {
        return secondStep.ask({
          onPassed: () => void savePassword(fields, true),
          onDeclined: () =>
            setPasswordFeedback({ severity: 'error', text: SECOND_STEP_TEXTS.declined }),
        });
      }
      return setPasswordFeedback({ severity: 'error', text: accountChangeErrorText(error) });
    }
    setPasswords({ current: '', next: '', confirm: '' });
    setPasswordFeedback({ severity: 'success', text: 'Your password is changed.' });
    notify({
      title: 'Password changed',
      description: 'Use your new password the next time you sign in.',
    });
  };

  const changePassword = (event: FormEvent) => {
    event.preventDefault();
    setPasswordFeedback(null);
    const parsed = passwordForm.safeParse(passwords);
    if (!parsed.success) {
      const errors: Partial<Record<'current' | 'next' | 'confirm', string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'current' | 'next' | 'confirm';
        errors[key] ??= issue.message;
      }
      return setPasswordErrors(errors);
    }
    setPasswordErrors({});
    void savePassword(parsed.data);
  };

  return (
    <SectionCard title="Sign-in details">
      <Stack
        component="form"
        noValidate
        onSubmit={changeEmail}
        spacing={2}
        aria-label="Change e-mail address"
      >
        <TextField
          label="Current e-mail"
          value={user.email ?? ''}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        {user.new_email && (
          <Alert severity="info">
            Waiting for you to confirm {user.new_email} from the link we e-mailed.
          </Alert>
        )}
        <TextField
          label="New e-mail"
          type="email"
          name="new-email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {emailFeedback && (
          <Alert
            severity={emailFeedback.severity}
            role={emailFeedback.severity === 'error' ? 'alert' : 'status'}
          >
            {emailFeedback.text}
          </Alert>
        )}
        <Button type="submit" variant="outlined" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          Change e-mail
        </Button>
      </Stack>
      {hasPassword && (
        <Stack
          component="form"
          noValidate
          onSubmit={changePassword}
          spacing={2}
          aria-label="Change password"
          sx={{ pt: 2 }}
        >
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={passwords.current}
            onChange={(event) => setPasswords({ ...passwords, current: event.target.value })}
            error={Boolean(passwordErrors.current)}
            helperText={passwordErrors.current}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={passwords.next}
            onChange={(event) => setPasswords({ ...passwords, next: event.target.value })}
            error={Boolean(passwordErrors.next)}
            helperText={passwordErrors.next ?? 'At least 8 characters.'}
          />
          <TextField
            label="Repeat new password"
            type="password"
            autoComplete="new-password"
            value={passwords.confirm}
            onChange={(event) => setPasswords({ ...passwords, confirm: event.target.value })}
            error={Boolean(passwordErrors.confirm)}
            helperText={passwordErrors.confirm}
          />
          {passwordFeedback && (
            <Alert
              severity={passwordFeedback.severity}
              role={passwordFeedback.severity === 'error' ? 'alert' : 'status'}
            >
              {passwordFeedback.text}
            </Alert>
          )}
          <Button type="submit" variant="outlined" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      )}
      {secondStep.dialog}
    </SectionCard>
  );
}
