import { judgePassword } from '../password-policy';

describe('judgePassword', () => {
  it('refuses the most common passwords, whatever their case or surrounding spaces', () => {
    for (const password of ['password', '12345678', 'Password', ' iloveyou ', 'qwertyuiop']) {
      expect(judgePassword(password, 8)).toEqual({
        reasons: ['pwned'],
        message: 'Password is known to be weak and easy to guess, please choose a different one.',
      });
    }
  });

  it('refuses a password made only of spaces', () => {
    expect(judgePassword('        ', 8)).toEqual({
      reasons: ['characters'],
      message: 'Password should contain at least one character other than a space.',
    });
    expect(judgePassword('\t \n', 8)?.reasons).toEqual(['length', 'characters']);
  });

  it('names the length first and does not look short passwords up', () => {
    expect(judgePassword('short7!', 8)).toEqual({
      reasons: ['length'],
      message: 'Password should be at least 8 characters.',
    });
    expect(judgePassword('123456', 8)?.reasons).toEqual(['length']);
  });

  it('accepts the demo passwords and uncommon phrases', () => {
    for (const password of [
      'user-demo-password',
      'admin-demo-password',
      'support-demo-password',
      'correct-horse-battery',
      'stars-and-planets-42',
      'a-brand-new-password',
    ]) {
      expect(judgePassword(password, 8)).toBeUndefined();
    }
  });
});
