/** What the set-new-password page says to an account with two-step verification. */
export const RECOVERY_TEXTS = {
  secondStepFirst:
    'Your account has two-step verification. Enter a code from your second step, then choose your new password.',
  stillRefused:
    'Your new password was not saved: this account needs two-step verification, and this session has not passed it. Open the reset link again and enter your code when asked.',
} as const;
