import { loadSupabase } from '@astro/shared';
import type { CallbackParams } from '../model/callback-url';

export type EmailLinkOutcome =
  | { kind: 'signed-in' }
  | { kind: 'recovery' }
  | { kind: 'already-signed-in' }
  | { kind: 'failed'; message: string };

/** The auth server's code for a link that was used already or has expired. */
const USED_LINK = 'otp_expired';

const failed = (message: string): EmailLinkOutcome => ({ kind: 'failed', message });

/**
 * Finishes what an e-mail link brought to /auth/callback: a PKCE code (exchanged by supabase-js
 * while it starts), a session in the fragment (links made without PKCE), or an error.
 */
export async function finishEmailLink(params: CallbackParams): Promise<EmailLinkOutcome> {
  const supabase = await loadSupabase();
  const { error: startError } = await supabase.auth.initialize();
  if (params.error) {
    // A confirmation link opened twice (a mail app's preview, a second click) while this
    // browser is signed in has nothing left to do: no reason for alarm.
    if (params.errorCode === USED_LINK && (await supabase.auth.getSession()).data.session) {
      return { kind: 'already-signed-in' };
    }
    return failed(params.error);
  }
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
    if (error) return failed(error.message);
  } else if (startError) {
    return failed(startError.message);
  }
  const { data } = await supabase.auth.getSession();
  if (!data.session) {
    return failed(
      params.hasCode
        ? 'This link must be opened in the browser where it was requested.'
        : 'This link is invalid or has expired. Please request a new one.',
    );
  }
  return params.recovery ? { kind: 'recovery' } : { kind: 'signed-in' };
}
