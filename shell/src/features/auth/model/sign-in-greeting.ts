import { notify, type ToastInput } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AUTH_TOASTS } from '../../../lib/auth-messages';

/** GoTrue's `amr` method for a session started by confirming a new account's address. */
const NEW_ACCOUNT_METHOD = 'email/signup';

let held: ToastInput | null = null;

/**
 * Greets a session that has just started: "Welcome back!", or a welcome for an account whose
 * address was just confirmed. An account with two-step verification is not signed in until it has
 * passed the second step, so its greeting waits for the two-step gate to release it.
 */
export async function greetSignedIn(supabase: SupabaseClient): Promise<void> {
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  const isNew = (data?.currentAuthenticationMethods ?? []).some(
    (entry) => (typeof entry === 'string' ? entry : entry.method) === NEW_ACCOUNT_METHOD,
  );
  const greeting = isNew ? AUTH_TOASTS.accountReady : AUTH_TOASTS.signedIn;
  if (data?.currentLevel === 'aal1' && data.nextLevel === 'aal2') {
    held = greeting;
    return;
  }
  held = null;
  notify(greeting);
}

/** The second step was passed: the greeting held for it is shown now. */
export function releaseSignInGreeting(): void {
  const greeting = held;
  held = null;
  if (greeting) notify(greeting);
}

/** The second step was abandoned (signed out instead): nobody is welcomed. */
export function dropSignInGreeting(): void {
  held = null;
}
