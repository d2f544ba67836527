import {
  notify,
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
import { greetThisSession } from '../api/auth-calls';
import { finishEmailLink } from '../api/email-link';
import { authErrorToast, LINK_ALREADY_USED } from '../../../lib/auth-messages';
import { readCallbackParams } from '../model/callback-url';
import { AuthPage } from './auth-form-layout';
import { SetNewPasswordForm } from './set-new-password-form';

type Outcome =
  | { kind: 'working' }
  | { kind: 'recovery' }
  | { kind: 'already-signed-in' }
  | { kind: 'failed'; message: string };

/**
 * Where e-mail links land: a PKCE code (exchanged by supabase-js while it starts), a session in
 * the fragment (links made without PKCE), an error, or a recovery link that leads to the
 * set-new-password form. The page to open afterwards comes in the `next` query parameter.
 */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const recoveryEvent = useAppSelector(selectPasswordRecovery);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const [params] = useState(() => readCallbackParams(window.location.href));

  useEffect(() => {
    let active = true;
    void (async () => {
      const result = await finishEmailLink(params);
      if (!active) return;
      if (result.kind === 'failed') notify(authErrorToast(result.message));
      if (result.kind !== 'signed-in') return setOutcome(result);
      await greetThisSession();
      if (active) navigate(params.returnTo, { replace: true });
    })();
    return () => {
      active = false;
    };
  }, [navigate, params]);

  if (outcome.kind === 'recovery' || (recoveryEvent && outcome.kind === 'working')) {
    return (
      <AuthPage title="Set a new password" description="Choose a new password for your account.">
        <SetNewPasswordForm onDone={() => navigate(params.returnTo, { replace: true })} />
      </AuthPage>
    );
  }
  if (outcome.kind === 'already-signed-in') {
    return (
      <Page
        title="Link already used"
        description="This e-mail link was used before."
        maxWidth={560}
      >
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          {LINK_ALREADY_USED}
        </Alert>
        <Button component={RouterLink} to={params.returnTo} variant="contained">
          Continue
        </Button>
      </Page>
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
          <Button
            component={RouterLink}
            to="/login"
            state={{ from: params.returnTo }}
            variant="contained"
          >
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
