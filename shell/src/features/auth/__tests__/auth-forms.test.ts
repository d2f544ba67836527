import { fieldErrors, newPasswordSchema, passwordSignInSchema, signUpSchema } from '../model/auth-forms';

describe('auth form validation', () => {
  it('asks for a valid e-mail and a password', () => {
    const result = passwordSignInSchema.safeParse({ email: 'not-an-address', password: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      email: 'Enter a valid e-mail address',
      password: 'Enter your password',
    });
    expect(passwordSignInSchema.safeParse({ email: ' ada@example.com ', password: 'x' }).data?.email).toBe('ada@example.com');
  });

  it('needs 8 characters for a new password and drops an empty username', () => {
    const short = signUpSchema.safeParse({ username: '', email: 'ada@example.com', password: 'short' });
    expect(fieldErrors(short.error!)).toEqual({ password: 'Use at least 8 characters' });
    const ok = signUpSchema.safeParse({ username: '  ', email: 'ada@example.com', password: 'long-enough' });
    expect(ok.success && ok.data.username).toBeUndefined();
  });

  it('wants the new password twice, the same', () => {
    const mismatch = newPasswordSchema.safeParse({ password: 'orbit-12345', confirm: 'orbit-54321' });
    expect(fieldErrors(mismatch.error!)).toEqual({ confirm: 'The passwords do not match' });
    expect(newPasswordSchema.safeParse({ password: 'orbit-12345', confirm: 'orbit-12345' }).success).toBe(true);
  });
});
