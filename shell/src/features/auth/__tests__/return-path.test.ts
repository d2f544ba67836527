import {
  DEFAULT_AFTER_SIGN_IN,
  isSafeReturnPath,
  returnPathFromState,
  returnPathFromUrl,
  returnPathQuery,
} from '../model/return-path';

describe('return paths', () => {
  it('accepts only paths of this site, never the sign-in pages themselves', () => {
    expect(isSafeReturnPath('/charts/42?tab=aspects#wheel')).toBe(true);
    for (const unsafe of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'charts',
      '/login',
      '/signup?x=1',
      '/auth/callback',
      42,
      null,
    ]) {
      expect(isSafeReturnPath(unsafe)).toBe(false);
    }
  });

  it('reads the guard’s router state', () => {
    expect(returnPathFromState({ from: '/threads' })).toBe('/threads');
    expect(returnPathFromState({ from: '//evil.example' })).toBeNull();
    expect(returnPathFromState(null)).toBeNull();
  });

  it('carries the page through an e-mail link in the callback URL and reads it back', () => {
    const query = returnPathQuery('/charts/42?tab=aspects', { type: 'recovery' });
    expect(query).toBe('?type=recovery&next=%2Fcharts%2F42%3Ftab%3Daspects');
    const landed = `https://app.example/auth/callback${query}&code=abc`;
    expect(returnPathFromUrl(landed)).toBe('/charts/42?tab=aspects');
  });

  it('drops an unsafe page on either side of the link', () => {
    expect(returnPathQuery('https://evil.example/')).toBe('');
    expect(returnPathQuery(null)).toBe('');
    expect(
      returnPathFromUrl('https://app.example/auth/callback?next=https%3A%2F%2Fevil.example'),
    ).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(returnPathFromUrl('https://app.example/auth/callback')).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});
