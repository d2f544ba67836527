import * as z from 'zod/mini';

export const MIN_PASSWORD_LENGTH = 8;

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your e-mail address'),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid e-mail address'),
  );
const newPassword = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(72, 'Use at most 72 characters'),
  );

export const passwordSignInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Enter your password')),
});

export const emailOnlySchema = z.object({ email });

export const signUpSchema = z.object({
  username: z.pipe(
    z.string().check(z.trim(), z.maxLength(60, 'Use at most 60 characters')),
    z.transform((value: string) => value || undefined),
  ),
  email,
  password: newPassword,
});

export const newPasswordSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .check(
    z.refine((value) => value.password === value.confirm, {
      message: 'The passwords do not match',
      path: ['confirm'],
    }),
  );

/** The one-time code printed in every auth e-mail beside its link. */
export const emailCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail'));

export type FieldErrors = Record<string, string>;

/** First message per field, for helper texts under the inputs. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Where e-mail links should send the browser back to. */
export const callbackUrl = (query = ''): string => `${window.location.origin}/auth/callback${query}`;
