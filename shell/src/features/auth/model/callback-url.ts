/** What an e-mail or OAuth redirect brought back in /auth/callback's URL (query and fragment). */
export interface CallbackParams {
  error: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  hasCode: boolean;
  recovery: boolean;
}

export function readCallbackParams(href: string): CallbackParams {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const get = (key: string) => hash.get(key) ?? url.searchParams.get(key);
  const error = get('error_description') ?? get('error');
  return {
    error: error ? error.replace(/\+/g, ' ') : null,
    accessToken: hash.get('access_token'),
    refreshToken: hash.get('refresh_token'),
    hasCode: url.searchParams.has('code'),
    recovery: get('type') === 'recovery',
  };
}
