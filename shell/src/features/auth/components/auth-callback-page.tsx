import {
  notify,
  loadSupabase,
  LoadingFallback,
  Page,
  selectPasswordRecovery,
  useAppSelector,
} from '@astro/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from '@astro/shared';
import { AUTH_TOASTS, authErrorToast } from '../model/auth-messages';
import { readCallbackParams } from '../model/callback-url';
import { DEFAULT_AFTER_SIGN_IN, takeReturnPath } from '../model/return-path';
import { AuthPage } from './auth-form-layout';
import { SetNewPasswordForm } from './set-new-password-form';

type Outcome = { kind: 'working' } | { kind: 'recovery' } | { kind: 'failed'; message: string };

/**
 * Where e-mail links land: a PKCE code (exchanged by supabase-js while it starts), a session in
 * the fragment (links made without PKCE), an error, or a recovery link that leads to the
 * set-new-password form.
 */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const recoveryEvent = useAppSelector(selectPasswordRecovery);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    let active = true;
    const params = readCallbackParams(window.location.href);
    const fail = (message: string) => {
      if (!active) return;
      notify(authErrorToast(message));
      setOutcome({ kind: 'failed', message });
    };
    void (async () => {
      const supabase = await loadSupabase();
      const { error: startError } = await supabase.auth.initialize();
      if (params.error) return fail(params.error);
      if (params.accessToken && params.refreshToken) {
        const { error } = await supabase.auth.setSession({
          access_token: params.accessToken,
          refresh_token: params.refreshToken,
        });
        // Tokens must not stay in the address bar or the history.
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname + window.location.search,
        );
        if (error) return fail(error.message);
      } else if (startError) {
        return fail(startError.message);
      }
      const { data } = await supabase.auth.getSession();
      if (!active) return;
      if (!data.session) {
        return fail(
          params.hasCode
            ? 'This link must be opened in the browser where it was requested.'
            : 'This link is invalid or has expired. Please request a new one.',
        );
      }
      if (params.recovery) {
        setOutcome({ kind: 'recovery' });
        return;
      }
      notify(AUTH_TOASTS.signedIn);
      navigate(takeReturnPath(), { replace: true });
    })();
    return () => {
      active = false;
    };
  }, [navigate]);

  if (outcome.kind === 'recovery' || (recoveryEvent && outcome.kind === 'working')) {
    return (
      <AuthPage title="Set a new password" description="Choose a new password for your account.">
        <SetNewPasswordForm onDone={() => navigate(DEFAULT_AFTER_SIGN_IN, { replace: true })} />
      </AuthPage>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <Page
        title="We could not sign you in"
        description="The sign-in link could not be used."
        maxWidth={560}
      >
        <Alert severity="error" sx={{ mb: 3 }}>
          {outcome.message}
        </Alert>
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to="/login" variant="contained">
            Back to sign in
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            Home
          </Button>
        </Stack>
      </Page>
    );
  }
  return (
    <AuthPage title="Signing you in" description="Finishing sign-in from your e-mail link.">
      <LoadingFallback />
    </AuthPage>
  );
}
