import { toAccountSummary } from '../api/account-summary';

describe('toAccountSummary', () => {
  it('carries the picture as well as the name to the top bar', () => {
    expect(toAccountSummary({ username: 'Vega', avatar_url: 'https://x/avatars/u/a.png' })).toEqual(
      {
        username: 'Vega',
        avatarUrl: 'https://x/avatars/u/a.png',
      },
    );
  });

  it('answers an empty summary for a missing profile or an unexpected shape', () => {
    expect(toAccountSummary(null)).toEqual({ username: null, avatarUrl: null });
    expect(toAccountSummary({ username: 3 })).toEqual({ username: null, avatarUrl: null });
  });
});
