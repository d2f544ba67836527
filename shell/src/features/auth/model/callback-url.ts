import { returnPathFromUrl } from './return-path';

/** What an e-mail or OAuth redirect brought back in /auth/callback's URL (query and fragment). */
export interface CallbackParams {
  error: string | null;
  /** The auth server's code for the error, e.g. `otp_expired` for a used or expired link. */
  errorCode: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  hasCode: boolean;
  recovery: boolean;
  /** The page to open once signed in (the `next` query parameter, or the default). */
  returnTo: string;
}

export function readCallbackParams(href: string): CallbackParams {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const get = (key: string) => hash.get(key) ?? url.searchParams.get(key);
  const error = get('error_description') ?? get('error');
  return {
    error: error ? error.replace(/\+/g, ' ') : null,
    errorCode: error ? get('error_code') : null,
    accessToken: hash.get('access_token'),
    refreshToken: hash.get('refresh_token'),
    hasCode: url.searchParams.has('code'),
    recovery: get('type') === 'recovery',
    returnTo: returnPathFromUrl(href),
  };
}
