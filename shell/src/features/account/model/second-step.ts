/**
 * An account with a verified second factor may change its sign-in details only from a session
 * that passed that factor (aal2). The auth server refuses anything else with 403
 * `insufficient_aal`; these helpers turn that refusal into a prompt for the code, or into words.
 */

interface AuthErrorLike {
  code?: string | null;
  message?: string | null;
}

/** True when the server refused because this session has not passed the second step. */
export function needsSecondStep(error: AuthErrorLike | null | undefined): boolean {
  return error?.code === 'insufficient_aal';
}

export const SECOND_STEP_TEXTS = {
  promptTitle: 'Confirm it is you',
  promptIntro: 'Your account has two-step verification, so this change needs your second step too.',
  declined:
    'This change needs a code from your second step. Try again and enter the code when asked.',
  stillRefused:
    'This change needs two-step verification, and this session has not passed it. Sign out, sign in again with your code, and try once more.',
} as const;

/**
 * Words for a failed account change: the server's own message, except for a refusal that asks for
 * the second step, which gets a sentence that says what to do.
 */
export function accountChangeErrorText(error: AuthErrorLike): string {
  if (needsSecondStep(error)) return SECOND_STEP_TEXTS.stillRefused;
  return error.message || 'Something went wrong. Please try again.';
}
