import { matchesPattern, resolveRedirect, withParams } from '../redirects';

const urls = {
  site: 'https://app.example.com',
  api: 'https://api.example.com',
  additionalRedirects: ['http://localhost:3000/**', 'https://*.preview.example.com/auth/callback'],
};

describe('resolveRedirect', () => {
  it('allows the site, the API and listed URLs', () => {
    expect(resolveRedirect('https://app.example.com/auth/callback?next=/charts', urls)).toBe(
      'https://app.example.com/auth/callback?next=/charts',
    );
    expect(resolveRedirect('https://api.example.com/x', urls)).toBe('https://api.example.com/x');
    expect(resolveRedirect('http://localhost:3000/auth/callback', urls)).toBe(
      'http://localhost:3000/auth/callback',
    );
    expect(resolveRedirect('https://pr-7.preview.example.com/auth/callback', urls)).toBe(
      'https://pr-7.preview.example.com/auth/callback',
    );
  });

  it('falls back to the site callback for anything else', () => {
    const fallback = 'https://app.example.com/auth/callback';
    expect(resolveRedirect(undefined, urls)).toBe(fallback);
    expect(resolveRedirect('https://evil.example.net/auth/callback', urls)).toBe(fallback);
    expect(resolveRedirect('https://app.example.com.evil.net/', urls)).toBe(fallback);
    expect(resolveRedirect('javascript:alert(1)', urls)).toBe(fallback);
    expect(resolveRedirect('not a url', urls)).toBe(fallback);
    expect(resolveRedirect('https://a.b.preview.example.com/auth/callback', urls)).toBe(fallback);
  });
});

describe('matchesPattern', () => {
  it('treats * as one label or segment and ** as anything', () => {
    expect(matchesPattern('https://x.example.com/a', 'https://*.example.com/a')).toBe(true);
    expect(matchesPattern('https://x.y.example.com/a', 'https://*.example.com/a')).toBe(false);
    expect(matchesPattern('http://localhost:3000/a/b/c', 'http://localhost:3000/**')).toBe(true);
  });
});

describe('withParams', () => {
  it('puts tokens in the fragment and PKCE codes in the query', () => {
    expect(withParams('https://app.example.com/cb?x=1', { access_token: 'a b' }, 'hash')).toBe(
      'https://app.example.com/cb?x=1#access_token=a+b',
    );
    expect(withParams('https://app.example.com/cb?x=1', { code: 'c' }, 'query')).toBe(
      'https://app.example.com/cb?x=1&code=c',
    );
  });
});
