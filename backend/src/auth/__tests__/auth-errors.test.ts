import { authErrors } from '../auth-errors';

describe('rate-limit errors', () => {
  it('carry the real wait as Retry-After, rounded up to whole seconds', () => {
    expect(authErrors.rateLimited(299_001).retryAfterSeconds).toBe(300);
    expect(authErrors.rateLimited(1).retryAfterSeconds).toBe(1);
    expect(authErrors.emailRateLimited(45).retryAfterSeconds).toBe(45);
  });

  it('answer weak passwords in GoTrue shape, reasons included', () => {
    expect(authErrors.weakPassword('Too common.', ['pwned']).toBody()).toMatchObject({
      code: 'weak_password',
      message: 'Too common.',
      weak_password: { reasons: ['pwned'] },
    });
  });
});
