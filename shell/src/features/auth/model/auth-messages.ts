import type { ToastInput } from '@astro/shared';

/** The toasts of product §8, word for word. */
export const AUTH_TOASTS = {
  signedIn: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  accountCreated: {
    title: 'Account created',
    description: 'Please check your email to verify your account.',
  },
  signedOut: { title: 'Signed out', description: 'You have been successfully signed out.' },
  resetSent: {
    title: 'Password reset email sent',
    description: 'Please check your email for password reset instructions.',
  },
} satisfies Record<string, ToastInput>;

export function authErrorToast(message: string): ToastInput {
  return { title: 'Authentication Error', description: message, variant: 'destructive' };
}
