import { notify, selectSessionStatus, useAppSelector } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from '@astro/shared';
import { greetThisSession, signUp } from '../api/auth-calls';
import { usePreloadedSupabase } from '../hooks/use-preloaded-supabase';
import { AUTH_TOASTS, authErrorToast } from '../../../lib/auth-messages';
import {
  callbackUrl,
  fieldErrors,
  MIN_PASSWORD_LENGTH,
  signUpSchema,
  type FieldErrors,
} from '../model/auth-forms';
import { DEFAULT_AFTER_SIGN_IN, returnPathFromState, returnPathQuery } from '../model/return-path';
import { AuthForm, AuthPage } from './auth-form-layout';
import { EmailCodeForm } from './email-code-form';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { OutlinedTextField } from '../../../components/outlined-text-field';

export default function SignupPage() {
  usePreloadedSupabase();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useAppSelector(selectSessionStatus);
  const wanted = returnPathFromState(location.state);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (status === 'authenticated' && !busy)
    return <Navigate to={wanted ?? DEFAULT_AFTER_SIGN_IN} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signUpSchema.safeParse({ username, email, password });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const { error, signedIn } = await signUp(parsed.data, callbackUrl(returnPathQuery(wanted)));
      if (error) {
        notify(authErrorToast(error.message));
        return;
      }
      if (signedIn) {
        // Confirmation is off on this server: the account is usable at once.
        notify(AUTH_TOASTS.accountReady);
        navigate(wanted ?? DEFAULT_AFTER_SIGN_IN, { replace: true });
        return;
      }
      notify(AUTH_TOASTS.accountCreated);
      setSentTo(parsed.data.email);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthPage
      title="Create your account"
      description="Create a free account to save charts, chat with the assistants and follow the lessons."
      intro="One account keeps your charts, conversations and lesson progress in sync on every device."
    >
      {sentTo ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            We sent a confirmation link and a 6-digit code to {sentTo}. Open the link, or enter the
            code here, to finish signing up.
          </Alert>
          <EmailCodeForm
            email={sentTo}
            type="signup"
            onVerifying={setBusy}
            onVerified={async () => {
              await greetThisSession();
              navigate(wanted ?? DEFAULT_AFTER_SIGN_IN, { replace: true });
            }}
          />
        </Stack>
      ) : (
        <AuthForm onSubmit={submit} busy={busy} submitLabel="Create account">
          <OutlinedTextField
            label="Username (optional)"
            name="username"
            autoComplete="nickname"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={Boolean(errors.username)}
            helperText={errors.username}
          />
          <EmailField value={email} onChange={setEmail} error={errors.email} />
          <PasswordField
            label="Password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
          />
        </AuthForm>
      )}
      <Typography sx={{ mt: 3 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login" state={location.state}>
          Sign in
        </Link>
      </Typography>
    </AuthPage>
  );
}
