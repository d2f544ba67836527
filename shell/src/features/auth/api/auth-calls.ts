import { loadSupabase } from '@astro/shared';
import type { AuthError } from '@supabase/supabase-js';
import { greetSignedIn } from '../model/sign-in-greeting';

/** supabase-js' `verifyOtp` types for the mails the app sends: sign-up, sign-in link, reset. */
export type EmailCodeType = 'signup' | 'email' | 'recovery';

type Refusal = { error: AuthError | null };

export async function signInWithPassword(credentials: {
  email: string;
  password: string;
}): Promise<Refusal> {
  const { error } = await (await loadSupabase()).auth.signInWithPassword(credentials);
  return { error };
}

/** E-mails a one-time sign-in link (and its code) that leads to `redirectTo`. */
export async function sendSignInLink(email: string, redirectTo: string): Promise<Refusal> {
  const { error } = await (
    await loadSupabase()
  ).auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } });
  return { error };
}

/** E-mails a password-reset link (and its code) that leads to `redirectTo`. */
export async function sendPasswordReset(email: string, redirectTo: string): Promise<Refusal> {
  const { error } = await (await loadSupabase()).auth.resetPasswordForEmail(email, { redirectTo });
  return { error };
}

/**
 * Creates an account. `signedIn` is true when the server needs no confirmation, so the account
 * is usable at once; otherwise a confirmation mail leads to `redirectTo`.
 */
export async function signUp(
  account: { email: string; password: string; username?: string },
  redirectTo: string,
): Promise<Refusal & { signedIn: boolean }> {
  const { data, error } = await (
    await loadSupabase()
  ).auth.signUp({
    email: account.email,
    password: account.password,
    options: {
      emailRedirectTo: redirectTo,
      data: account.username ? { username: account.username } : undefined,
    },
  });
  return { error, signedIn: Boolean(data.session) };
}

/** Signs in with the 6-digit code of an auth e-mail, as opening its link would. */
export async function verifyEmailCode(
  email: string,
  token: string,
  type: EmailCodeType,
): Promise<Refusal> {
  const { error } = await (await loadSupabase()).auth.verifyOtp({ email, token, type });
  return { error };
}

/** Greets the session that has just started (model/sign-in-greeting). */
export async function greetThisSession(): Promise<void> {
  await greetSignedIn(await loadSupabase());
}

/** Sets the signed-in (or recovering) user's new password. */
export async function setNewPassword(password: string): Promise<Refusal> {
  const { error } = await (await loadSupabase()).auth.updateUser({ password });
  return { error };
}
