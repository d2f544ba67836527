import type { ToastInput } from '@astro/shared';

/** The toasts of product §8, word for word. */
export const AUTH_TOASTS = {
  signedIn: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  accountCreated: {
    title: 'Account created',
    description: 'Please check your email to verify your account.',
  },
  /** The first sign-in of a new account (its e-mail just confirmed), which nothing welcomes "back". */
  accountReady: { title: 'Welcome!', description: 'Your account is ready and you are signed in.' },
  signedOut: { title: 'Signed out', description: 'You have been successfully signed out.' },
  resetSent: {
    title: 'Password reset email sent',
    description: 'Please check your email for password reset instructions.',
  },
} satisfies Record<string, ToastInput>;

export function authErrorToast(message: string): ToastInput {
  return { title: 'Authentication Error', description: message, variant: 'destructive' };
}

/** Opening a confirmation or sign-in link again, from a browser that is signed in already. */
export const LINK_ALREADY_USED =
  "This link has already been used or has expired. You're signed in, so there is nothing more to do.";
