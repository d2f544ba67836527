import { notify, selectSessionStatus, useAppSelector } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from '@astro/shared';
import {
  greetThisSession,
  sendPasswordReset,
  sendSignInLink,
  signInWithPassword as signIn,
} from '../api/auth-calls';
import { usePreloadedSupabase } from '../hooks/use-preloaded-supabase';
import { AUTH_TOASTS, authErrorToast } from '../../../lib/auth-messages';
import {
  callbackUrl,
  emailOnlySchema,
  fieldErrors,
  passwordSignInSchema,
  type FieldErrors,
} from '../model/auth-forms';
import { DEFAULT_AFTER_SIGN_IN, returnPathFromState, returnPathQuery } from '../model/return-path';
import { AuthForm, AuthPage } from './auth-form-layout';
import { EmailCodeForm } from './email-code-form';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

type Mode = 'password' | 'magic-link' | 'reset';

const HEADINGS: Record<Mode, { title: string; intro: string }> = {
  password: {
    title: 'Sign in',
    intro: 'Welcome back. Sign in to open your charts, chats and lessons.',
  },
  'magic-link': {
    title: 'Sign in with an e-mail link',
    intro: 'We will e-mail you a one-time link and code that sign you in without a password.',
  },
  reset: {
    title: 'Reset your password',
    intro:
      'Enter the address of your account and we will e-mail you a link and code to choose a new password.',
  },
};

export default function LoginPage() {
  usePreloadedSupabase();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useAppSelector(selectSessionStatus);
  const wanted = returnPathFromState(location.state);
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (status === 'authenticated' && !busy)
    return <Navigate to={wanted ?? DEFAULT_AFTER_SIGN_IN} replace />;

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    setSentTo(null);
  };

  const signInWithPassword = async () => {
    const parsed = passwordSignInSchema.safeParse({ email, password });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const { error } = await signIn(parsed.data);
    if (error) {
      notify(authErrorToast(error.message));
      return;
    }
    await greetThisSession();
    navigate(wanted ?? DEFAULT_AFTER_SIGN_IN, { replace: true });
  };

  const recoveryQuery = returnPathQuery(wanted, { type: 'recovery' });

  /** A code typed from the e-mail continues as its link would. */
  const continueWithCode = async () => {
    if (mode === 'reset') {
      navigate(`/auth/callback${recoveryQuery}`, { replace: true });
      return;
    }
    await greetThisSession();
    navigate(wanted ?? DEFAULT_AFTER_SIGN_IN, { replace: true });
  };

  const sendMagicLink = async () => {
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const { error } = await sendSignInLink(parsed.data.email, callbackUrl(returnPathQuery(wanted)));
    if (error) {
      notify(authErrorToast(error.message));
      return;
    }
    setSentTo(parsed.data.email);
  };

  const sendReset = async () => {
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const { error } = await sendPasswordReset(parsed.data.email, callbackUrl(recoveryQuery));
    if (error) {
      notify(authErrorToast(error.message));
      return;
    }
    notify(AUTH_TOASTS.resetSent);
    setSentTo(parsed.data.email);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (mode === 'password') await signInWithPassword();
      else if (mode === 'magic-link') await sendMagicLink();
      else await sendReset();
    } finally {
      setBusy(false);
    }
  };

  const { title, intro } = HEADINGS[mode];
  const footer = (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {mode !== 'password' ? (
          <Button variant="text" onClick={() => switchMode('password')}>
            Use my password
          </Button>
        ) : (
          <Button variant="text" onClick={() => switchMode('magic-link')}>
            E-mail me a link instead
          </Button>
        )}
        {mode !== 'reset' && (
          <Button variant="text" onClick={() => switchMode('reset')}>
            Forgot password?
          </Button>
        )}
      </Stack>
      <Divider />
      <Typography>
        New here?{' '}
        <Link component={RouterLink} to="/signup" state={location.state}>
          Create an account
        </Link>
      </Typography>
    </>
  );
  return (
    <AuthPage
      title={title}
      description="Sign in to calculate charts, chat with the assistants and continue your lessons."
      intro={intro}
    >
      {sentTo ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {mode === 'reset'
              ? `If an account exists for ${sentTo}, a reset link and a 6-digit code are on their way. Each works once.`
              : `Check your inbox: we sent a sign-in link and a 6-digit code to ${sentTo}. Each works once.`}
          </Alert>
          <EmailCodeForm
            email={sentTo}
            type={mode === 'reset' ? 'recovery' : 'email'}
            onVerifying={setBusy}
            onVerified={continueWithCode}
          />
          <Button variant="text" onClick={() => setSentTo(null)}>
            Send a new e-mail
          </Button>
          {footer}
        </Stack>
      ) : (
        <AuthForm
          onSubmit={submit}
          busy={busy}
          submitLabel={
            mode === 'password'
              ? 'Sign in'
              : mode === 'magic-link'
                ? 'Send me a link'
                : 'Send reset link'
          }
          footer={footer}
        >
          <EmailField value={email} onChange={setEmail} error={errors.email} />
          {mode === 'password' && (
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              error={errors.password}
            />
          )}
        </AuthForm>
      )}
    </AuthPage>
  );
}
