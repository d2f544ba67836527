import { createAppStore, createMemoryRouter, RouterProvider, setSupabase } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import LoginPage from '../components/login-page';
import SignupPage from '../components/signup-page';

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

// The forms preload the client on first touch; nothing here reaches the server.
const signInWithPassword = jest.fn();
const signUp = jest.fn();
setSupabase({ auth: { signInWithPassword, signUp } } as unknown as SupabaseClient);

function renderPage(page: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: page }]);
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const submitButton = (name: string) => screen.getByRole('button', { name });

describe('the sign-in page', () => {
  it('asks for an e-mail address and the current password', () => {
    renderPage(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toBeRequired();
  });

  it('shows what is missing under each field and sends nothing', async () => {
    renderPage(<LoginPage />);
    // The submit handler is async: it frees the button after the (refused) attempt.
    await act(async () => void fireEvent.click(submitButton('Sign in')));
    expect(submitButton('Sign in')).toBeEnabled();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      'Enter your e-mail address',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Enter your password');
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('drops the password field for an e-mail link and a reset', () => {
    renderPage(<LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link instead' }));
    expect(
      screen.getByRole('heading', { name: 'Sign in with an e-mail link' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(submitButton('Send me a link')).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(submitButton('Send reset link')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Use my password' })).toBeInTheDocument();
  });
});

describe('the sign-up page', () => {
  it('asks for a new password, with the rule under it until it is broken', () => {
    renderPage(<SignupPage />);
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username \(optional\)/)).not.toBeRequired();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('name', 'new-password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('At least 8 characters');

    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ada@example.com' } });
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(submitButton('Create account'));
    expect(password).toHaveAccessibleDescription('Use at least 8 characters');
    expect(signUp).not.toHaveBeenCalled();
  });
});
