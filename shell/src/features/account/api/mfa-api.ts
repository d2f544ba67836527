import { getSupabase } from '@astro/shared';
import type { AuthError, SupabaseClient } from '@supabase/supabase-js';

/** The factors a sign-in can be challenged with; a failed listing still yields a (possibly empty) list. */
export async function listVerifiedFactors(supabase: SupabaseClient = getSupabase()) {
  const { data, error } = await supabase.auth.mfa.listFactors();
  return { data: [...(data?.totp ?? []), ...(data?.phone ?? [])], error };
}

/** Sends a code to a phone factor; the challenge it returns is what the code is later checked against. */
export function challengeFactor(factorId: string, supabase: SupabaseClient = getSupabase()) {
  return supabase.auth.mfa.challenge({ factorId });
}

/**
 * Checks a code against the challenge already sent (a text message) when there is one; an
 * authenticator app needs nothing sent, so its challenge is made together with the check.
 */
export function verifyFactorCode(
  { factorId, challengeId, code }: { factorId: string; challengeId?: string | null; code: string },
  supabase: SupabaseClient = getSupabase(),
) {
  return challengeId
    ? supabase.auth.mfa.verify({ factorId, challengeId, code })
    : supabase.auth.mfa.challengeAndVerify({ factorId, code });
}

/** The factor stays unverified, and counts for nothing, until its first code is checked. */
export function enrollAuthenticatorApp(supabase: SupabaseClient = getSupabase()) {
  return supabase.auth.mfa.enroll({
    factorType: 'totp',
    issuer: 'Astro App',
    friendlyName: `Authenticator app ${new Date().toLocaleDateString()}`,
  });
}

/** `phone` is already in international format; its last digits tell the account's phones apart. */
export function enrollPhoneFactor(phone: string, supabase: SupabaseClient = getSupabase()) {
  return supabase.auth.mfa.enroll({
    factorType: 'phone',
    phone,
    friendlyName: `Phone ${phone.slice(-4)}`,
  });
}

/**
 * Texts the first code to a phone factor just enrolled. When that fails the half-made factor is
 * removed, so trying again starts from the number rather than leaving an orphan behind.
 */
export async function challengeNewPhoneFactor(
  factorId: string,
  supabase: SupabaseClient = getSupabase(),
) {
  const challenge = await supabase.auth.mfa.challenge({ factorId });
  if (challenge.error) void supabase.auth.mfa.unenroll({ factorId });
  return challenge;
}

/** Drops a factor whose setup was left before its first code; nobody waits for, or can act on, the outcome. */
export function abandonFactor(factorId: string, supabase: SupabaseClient = getSupabase()) {
  return supabase.auth.mfa.unenroll({ factorId });
}

/** Removes a verified factor; the server refuses it to a session that has not passed the second step. */
export async function removeFactor(
  factorId: string,
  supabase: SupabaseClient = getSupabase(),
): Promise<{ error: AuthError | null }> {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) return { error };
  // The session now carries one factor fewer; a refresh gives it the matching token.
  await supabase.auth.refreshSession();
  return { error: null };
}
