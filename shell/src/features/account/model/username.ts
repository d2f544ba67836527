import * as z from 'zod/mini';

/** The same rule as public.is_valid_username in the database, so the form never promises more. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N} ._-]*[\p{L}\p{N}])?$/u;

export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'Use at least 3 characters'),
    z.maxLength(30, 'Use at most 30 characters'),
    z.regex(
      USERNAME_PATTERN,
      'Use letters and digits, with spaces, dots, dashes or underscores only between them',
    ),
  );

/** Turns the database's refusals into something a person can act on. */
export function usernameErrorMessage(error: { code?: string; message: string }): string {
  if (error.code === '23505') return 'That username is taken. Try another one.';
  if (error.code === '23514') return error.message;
  return 'Your username could not be saved. Please try again.';
}
