import { readCallbackParams } from '../model/callback-url';

describe('readCallbackParams', () => {
  it('reads a session from the fragment', () => {
    const params = readCallbackParams(
      'https://app.example/auth/callback#access_token=a.b.c&refresh_token=r1&expires_in=3600&token_type=bearer&type=magiclink',
    );
    expect(params).toEqual({
      error: null,
      errorCode: null,
      accessToken: 'a.b.c',
      refreshToken: 'r1',
      hasCode: false,
      recovery: false,
      returnTo: '/dashboard',
    });
  });

  it('sees a PKCE code, a recovery marker and the page to open in the query', () => {
    const params = readCallbackParams(
      'https://app.example/auth/callback?type=recovery&next=%2Fthreads&code=abc',
    );
    expect(params.hasCode).toBe(true);
    expect(params.recovery).toBe(true);
    expect(params.returnTo).toBe('/threads');
  });

  it('prefers the error description, from either place', () => {
    expect(
      readCallbackParams('https://app.example/auth/callback#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired').error,
    ).toBe('Email link is invalid or has expired');
    expect(
      readCallbackParams('https://app.example/auth/callback?next=%2Fthreads#error=access_denied&error_code=otp_expired&error_description=x').errorCode,
    ).toBe('otp_expired');
    expect(readCallbackParams('https://app.example/auth/callback?error=server_error').error).toBe('server_error');
  });
});
