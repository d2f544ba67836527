import { dictionary } from '@zxcvbn-ts/language-common';

/** GoTrue's names for why a password was refused; auth-js hands them to the app as `reasons`. */
export type WeakPasswordReason = 'length' | 'characters' | 'pwned';

export interface PasswordVerdict {
  reasons: WeakPasswordReason[];
  message: string;
}

/**
 * zxcvbn's list of the most common passwords (about 49,000, lower-case, from leaked password
 * sets): what an attacker guesses first. Built on first use, then kept.
 */
let commonPasswords: Set<string> | undefined;
const isCommon = (password: string): boolean => {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.trim().toLowerCase());
};

/**
 * Judges a new password as GoTrue does: length and character rules first, with every message
 * that applies; only a password that passes them is looked up among the known weak ones.
 * Returns undefined for an acceptable password.
 */
export function judgePassword(password: string, minLength: number): PasswordVerdict | undefined {
  const reasons: WeakPasswordReason[] = [];
  const messages: string[] = [];
  if (password.length < minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${minLength} characters.`);
  }
  if (password.length > 0 && password.trim() === '') {
    reasons.push('characters');
    messages.push('Password should contain at least one character other than a space.');
  }
  if (reasons.length > 0) return { reasons, message: messages.join(' ') };
  if (isCommon(password)) {
    return {
      reasons: ['pwned'],
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    };
  }
  return undefined;
}
