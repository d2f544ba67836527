import { ConfigError, loadStackConfig } from '../stack-config';

describe('loadStackConfig', () => {
  it('uses safe defaults', () => {
    const config = loadStackConfig({ env: {} }, '/repo');
    expect(config).toMatchObject({
      production: false,
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/repo/.data',
      seedDemoUsers: true,
      auth: {
        jwtExpirySeconds: 3600,
        passwordMinLength: 8,
        otpExpirySeconds: 3600,
        passwordMaxFailures: 5,
        rateLimits: { token: 150, signup: 30, otp: 30, recover: 30, verify: 30 },
      },
    });
    expect(config.auth.oauthProviders).toEqual({});
  });

  it('never seeds demo users in production', () => {
    expect(loadStackConfig({ env: { NODE_ENV: 'production' } }, '/repo').seedDemoUsers).toBe(false);
    expect(
      loadStackConfig({ env: { APP_ENV: 'production', SEED_DEMO_USERS: 'true' } }, '/repo')
        .seedDemoUsers,
    ).toBe(false);
  });

  it('enables an OAuth provider only with both id and secret', () => {
    expect(
      loadStackConfig({ env: { AUTH_EXTERNAL_GITHUB_CLIENT_ID: 'id' } }, '/repo').auth
        .oauthProviders,
    ).toEqual({});
    const config = loadStackConfig(
      { env: { AUTH_EXTERNAL_GITHUB_CLIENT_ID: 'id', AUTH_EXTERNAL_GITHUB_SECRET: 's' } },
      '/repo',
    );
    expect(config.auth.oauthProviders.github).toMatchObject({
      clientId: 'id',
      tokenUrl: 'https://github.com/login/oauth/access_token',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadStackConfig({ env: { DATABASE_URL: 'mysql://x' } }, '/repo')).toThrow(
      ConfigError,
    );
    expect(() => loadStackConfig({ env: { JWT_EXPIRY: 'soon' } }, '/repo')).toThrow(/JWT_EXPIRY/);
    expect(() => loadStackConfig({ env: { AUTH_PASSWORD_MIN_LENGTH: '6' } }, '/repo')).toThrow(
      /AUTH_PASSWORD_MIN_LENGTH/,
    );
    // As in GoTrue, a code lives at most a day.
    expect(() => loadStackConfig({ env: { AUTH_OTP_EXPIRY_SECONDS: '86401' } }, '/repo')).toThrow(
      /AUTH_OTP_EXPIRY_SECONDS/,
    );
    expect(
      loadStackConfig({ env: { AUTH_OTP_EXPIRY_SECONDS: '600' } }, '/repo').auth.otpExpirySeconds,
    ).toBe(600);
  });
});
