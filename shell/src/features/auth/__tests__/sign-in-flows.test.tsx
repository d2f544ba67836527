import {
  createAppStore,
  createMemoryRouter,
  RouterProvider,
  setSupabase,
  toastStore,
  useLocation,
} from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MfaGate } from '../../account';
import { fakeAuth } from '../../../lib/testing/fake-auth';
import AuthCallbackPage from '../components/auth-callback-page';
import { EMAIL_CODE_TEXTS } from '../components/email-code-form';
import LoginPage from '../components/login-page';
import SignupPage from '../components/signup-page';
import { AUTH_TOASTS, LINK_ALREADY_USED } from '../../../lib/auth-messages';
import { greetSignedIn, releaseSignInGreeting } from '../model/sign-in-greeting';

// The shared queue is real; the spy only records what was shown.
const toast = jest.spyOn(toastStore, 'show');

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const GOOD_CODE = '123456';
const EMAIL = 'ada@example.com';

/**
 * The supabase-js calls of the sign-in pages, answering as the auth server would: `amr` is the
 * new session's sign-in method, `secondStep` whether the account has a verified factor.
 */
function fakeClient(options: { amr?: string; secondStep?: boolean; signedIn?: boolean } = {}) {
  let signedIn = options.signedIn ?? false;
  const session = () => (signedIn ? { access_token: 'jwt', user: { id: 'user-1' } } : null);
  const auth = {
    initialize: jest.fn(async () => ({ error: null })),
    getSession: jest.fn(async () => ({ data: { session: session() }, error: null })),
    onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
    signInWithPassword: jest.fn(async () => {
      signedIn = true;
      return { data: { session: session() }, error: null };
    }),
    signInWithOtp: jest.fn(async () => ({ data: {}, error: null })),
    resetPasswordForEmail: jest.fn(async () => ({ data: {}, error: null })),
    signUp: jest.fn(async () => ({ data: { session: null, user: { id: 'user-1' } }, error: null })),
    verifyOtp: jest.fn(async ({ token }: { token: string }) => {
      if (token !== GOOD_CODE) {
        return {
          data: { session: null },
          error: { code: 'otp_expired', status: 403, message: 'Token has expired or is invalid' },
        };
      }
      signedIn = true;
      return { data: { session: session() }, error: null };
    }),
    mfa: {
      getAuthenticatorAssuranceLevel: jest.fn(async () => ({
        data: {
          currentLevel: 'aal1',
          nextLevel: options.secondStep ? 'aal2' : 'aal1',
          currentAuthenticationMethods: [{ method: options.amr ?? 'password', timestamp: 1 }],
        },
        error: null,
      })),
    },
  };
  const client = { auth } as unknown as SupabaseClient;
  setSupabase(client);
  return auth;
}

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <p>at {`${location.pathname}${location.search}${from ? `, from ${from}` : ''}`}</p>;
}

function renderAt(
  entry: string | { pathname: string; state?: unknown },
  routes: Record<string, ReactNode>,
) {
  const router = createMemoryRouter(
    [
      ...Object.entries(routes).map(([path, element]) => ({ path, element })),
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const shown = () => toast.mock.calls.map(([input]) => input.title);

async function typeCode(code: string) {
  const field = await screen.findByLabelText(/^6-digit code/);
  fireEvent.change(field, { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue with the code' }));
}

beforeEach(() => {
  toast.mockClear();
  releaseSignInGreeting();
  toast.mockClear();
});

describe('the greeting after sign-in', () => {
  it('welcomes back a returning user at once', async () => {
    await greetSignedIn({ auth: fakeClient() } as unknown as SupabaseClient);
    expect(toast).toHaveBeenCalledWith(AUTH_TOASTS.signedIn);
  });

  it('greets an account that has just confirmed its address as new', async () => {
    await greetSignedIn({ auth: fakeClient({ amr: 'email/signup' }) } as unknown as SupabaseClient);
    expect(toast).toHaveBeenCalledWith(AUTH_TOASTS.accountReady);
    expect(shown()).not.toContain('Welcome back!');
  });

  it('waits for the two-step gate when the account has a second step', async () => {
    const fake = fakeAuth({ level: 'aal1', verifiedFactor: true });
    setSupabase(fake.client);
    await greetSignedIn(fake.client);
    expect(toast).not.toHaveBeenCalled();

    renderAt('/charts', {
      '/charts': (
        <MfaGate onPassed={releaseSignInGreeting}>
          <p>the page</p>
        </MfaGate>
      ),
    });
    fireEvent.change(await screen.findByLabelText(/^Verification code/), {
      target: { value: '123456' },
    });
    expect(toast).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('the page');
    expect(shown()).toEqual(['Welcome back!']);
  });
});

describe('the sign-in page', () => {
  it('holds "Welcome back!" after a password while a second step is due', async () => {
    fakeClient({ secondStep: true });
    renderAt({ pathname: '/login', state: { from: '/threads' } }, { '/login': <LoginPage /> });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: EMAIL } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'orbit-12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('at /threads');
    expect(toast).not.toHaveBeenCalled();
    releaseSignInGreeting();
    expect(shown()).toEqual(['Welcome back!']);
  });

  it('puts the wanted page into the magic link, and signs in with the code from the mail', async () => {
    const auth = fakeClient();
    renderAt(
      { pathname: '/login', state: { from: '/threads?tab=mine' } },
      { '/login': <LoginPage /> },
    );
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link instead' }));
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    await screen.findByText(/we sent a sign-in link and a 6-digit code to ada@example.com/);
    expect(auth.signInWithOtp).toHaveBeenCalledWith({
      email: EMAIL,
      options: {
        emailRedirectTo: `${window.location.origin}/auth/callback?next=%2Fthreads%3Ftab%3Dmine`,
      },
    });

    const field = screen.getByLabelText(/^6-digit code/);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('maxlength', '6');

    await typeCode('654321');
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_CODE_TEXTS.refused);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('');

    await typeCode(GOOD_CODE);
    await screen.findByText('at /threads?tab=mine');
    expect(auth.verifyOtp).toHaveBeenLastCalledWith({
      email: EMAIL,
      token: GOOD_CODE,
      type: 'email',
    });
    expect(shown()).toEqual(['Welcome back!']);
  });

  it('asks for the six digits before sending anything', async () => {
    const auth = fakeClient();
    renderAt('/login', { '/login': <LoginPage /> });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link instead' }));
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    await typeCode('12a4');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the 6-digit code from the e-mail',
    );
    expect(auth.verifyOtp).not.toHaveBeenCalled();
  });

  it('continues a reset code to the set-new-password page, keeping the wanted page', async () => {
    const auth = fakeClient();
    renderAt({ pathname: '/login', state: { from: '/charts' } }, { '/login': <LoginPage /> });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByText(/a reset link and a 6-digit code are on their way/);
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith(EMAIL, {
      redirectTo: `${window.location.origin}/auth/callback?type=recovery&next=%2Fcharts`,
    });
    await typeCode(GOOD_CODE);
    await screen.findByText('at /auth/callback?type=recovery&next=%2Fcharts');
    expect(auth.verifyOtp).toHaveBeenCalledWith({
      email: EMAIL,
      token: GOOD_CODE,
      type: 'recovery',
    });
    expect(shown()).not.toContain('Welcome back!');
  });
});

describe('the sign-up page', () => {
  it('confirms the new account with the code and greets it as new', async () => {
    const auth = fakeClient({ amr: 'email/signup' });
    renderAt({ pathname: '/signup', state: { from: '/learning' } }, { '/signup': <SignupPage /> });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: EMAIL } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'orbit-12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText(/We sent a confirmation link and a 6-digit code to ada@example.com/);
    expect(auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        options: expect.objectContaining({
          emailRedirectTo: `${window.location.origin}/auth/callback?next=%2Flearning`,
        }),
      }),
    );
    await typeCode(GOOD_CODE);
    await screen.findByText('at /learning');
    expect(auth.verifyOtp).toHaveBeenCalledWith({ email: EMAIL, token: GOOD_CODE, type: 'signup' });
    expect(shown()).toEqual(['Account created', 'Welcome!']);
  });
});

describe('the e-mail link callback', () => {
  const landOn = (url: string) => {
    window.history.replaceState(null, '', url);
    return renderAt('/auth/callback', { '/auth/callback': <AuthCallbackPage /> });
  };
  const usedLink =
    '/auth/callback?next=%2Fthreads#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';

  it('opens the page named in the link once signed in', async () => {
    fakeClient({ signedIn: true, amr: 'otp' });
    landOn('/auth/callback?next=%2Fthreads');
    await screen.findByText('at /threads');
    expect(shown()).toEqual(['Welcome back!']);
  });

  it('greets an account confirmed by its link as new', async () => {
    fakeClient({ signedIn: true, amr: 'email/signup' });
    landOn('/auth/callback');
    await screen.findByText('at /dashboard');
    expect(shown()).toEqual(['Welcome!']);
  });

  it('says kindly that a used link has nothing left to do when this browser is signed in', async () => {
    fakeClient({ signedIn: true });
    landOn(usedLink);
    const message = await screen.findByText(LINK_ALREADY_USED);
    expect(message.closest('[role=status]')).toHaveClass('MuiAlert-colorInfo');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/threads');
    expect(toast).not.toHaveBeenCalled();
  });

  it('still reports a used link as an error to a browser that is signed out', async () => {
    fakeClient({ signedIn: false });
    landOn(usedLink);
    await screen.findByRole('heading', { name: 'We could not sign you in' });
    // Signing in from here still leads to the page the link was for.
    fireEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await screen.findByText('at /login, from /threads');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Authentication Error', variant: 'destructive' }),
    );
  });
});
