/**
 * GoTrue-shaped errors. auth-js reads `code` (we always echo X-Supabase-Api-Version 2024-01-01)
 * and takes the message from `msg`; both styles are sent so older clients understand too.
 */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** For a 429: whole seconds until a retry can succeed, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  toBody(): Record<string, unknown> {
    return {
      code: this.code,
      error_code: this.code,
      msg: this.message,
      message: this.message,
      ...this.extra,
    };
  }
}

export const authErrors = {
  badJson: () => new AuthApiError(400, 'bad_json', 'Could not parse request body as JSON'),
  validation: (message: string) => new AuthApiError(400, 'validation_failed', message),
  invalidCredentials: () =>
    new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthApiError(400, 'email_not_confirmed', 'Email not confirmed'),
  weakPassword: (message: string, reasons: string[]) =>
    new AuthApiError(422, 'weak_password', message, { weak_password: { reasons } }),
  refreshNotFound: () =>
    new AuthApiError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    ),
  refreshReused: () =>
    new AuthApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  otpExpired: () => new AuthApiError(403, 'otp_expired', 'Email link is invalid or has expired'),
  codeExpired: () => new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid'),
  /** `waitMs` is what the limit really has left, so clients retry neither too early nor late. */
  rateLimited: (waitMs: number) =>
    new AuthApiError(
      429,
      'over_request_rate_limit',
      'Request rate limit reached',
      {},
      Math.max(1, Math.ceil(waitMs / 1000)),
    ),
  emailRateLimited: (seconds: number) =>
    new AuthApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
      {},
      seconds,
    ),
  noAuthorization: () =>
    new AuthApiError(401, 'no_authorization', 'This endpoint requires a Bearer token'),
  badJwt: (detail: string) =>
    new AuthApiError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () =>
    new AuthApiError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    ),
  userNotFound: () => new AuthApiError(404, 'user_not_found', 'User not found'),
  notAdmin: () => new AuthApiError(403, 'not_admin', 'User not allowed'),
  signupDisabled: () =>
    new AuthApiError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  /** Sign-up with an address that has an account, where confirmation is off (GoTrue's words). */
  userBanned: () => new AuthApiError(400, 'user_banned', 'User is banned'),
  userAlreadyExists: () => new AuthApiError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new AuthApiError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    ),
  providerDisabled: (provider: string) =>
    new AuthApiError(
      400,
      'provider_disabled',
      `Unsupported provider: provider "${provider}" is not enabled`,
    ),
  notFound: (method: string, path: string) =>
    new AuthApiError(404, 'not_found', `No auth endpoint ${method} ${path}`),
  methodNotAllowed: () => new AuthApiError(405, 'method_not_allowed', 'Method not allowed'),
  tooLarge: (limit: number) =>
    new AuthApiError(
      413,
      'request_too_large',
      `Request body is larger than the limit of ${limit} bytes`,
    ),
  flowStateNotFound: () =>
    new AuthApiError(404, 'flow_state_not_found', 'Invalid flow state, no valid flow state found'),
  badCodeVerifier: () =>
    new AuthApiError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    ),
  singleIdentity: () =>
    new AuthApiError(
      422,
      'single_identity_not_deletable',
      'User must have at least 1 identity after unlinking',
    ),
  identityNotFound: () => new AuthApiError(404, 'identity_not_found', "Identity doesn't exist"),
  samePassword: () =>
    new AuthApiError(
      422,
      'same_password',
      'New password should be different from the old password.',
    ),
  factorNotFound: () => new AuthApiError(404, 'mfa_factor_not_found', 'Factor not found'),
  tooManyFactors: (max: number) =>
    new AuthApiError(
      422,
      'too_many_enrolled_mfa_factors',
      `Maximum number of enrolled factors reached (${max})`,
    ),
  factorNameConflict: (name: string) =>
    new AuthApiError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  insufficientAal: (message: string) => new AuthApiError(403, 'insufficient_aal', message),
  challengeNotFound: () =>
    new AuthApiError(404, 'mfa_challenge_not_found', 'Challenge not found for this factor'),
  challengeExpired: () =>
    new AuthApiError(
      422,
      'mfa_challenge_expired',
      'MFA challenge has expired, verify against another challenge or create a new challenge.',
    ),
  challengeUsed: () =>
    new AuthApiError(
      422,
      'mfa_challenge_expired',
      'MFA challenge has already been verified, create a new challenge.',
    ),
  verificationFailed: (message = 'Invalid TOTP code entered') =>
    new AuthApiError(422, 'mfa_verification_failed', message),
  smsSendFailed: () => new AuthApiError(502, 'sms_send_failed', 'Failed to send SMS'),
  currentPasswordRequired: () =>
    new AuthApiError(
      400,
      'current_password_required',
      'Enter your current password to choose a new one',
    ),
  currentPasswordMismatch: () =>
    new AuthApiError(400, 'current_password_mismatch', 'Current password is incorrect'),
  // The admin endpoints' own refusals (GoTrue's internal/api/admin.go).
  phoneExists: () =>
    new AuthApiError(
      422,
      'phone_exists',
      'A user with this phone number has already been registered',
    ),
  badUserId: () => new AuthApiError(400, 'validation_failed', 'user_id must be an UUID'),
  badFactorId: () => new AuthApiError(400, 'validation_failed', 'factor_id must be an UUID'),
  noEmailOrPhone: () =>
    new AuthApiError(
      400,
      'validation_failed',
      'Cannot create a user without either an email or phone',
    ),
  badPhone: () =>
    new AuthApiError(400, 'validation_failed', 'Invalid phone number format (E.164 required)'),
  badBanDuration: (value: string) =>
    new AuthApiError(
      400,
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${value.slice(0, 64)}"`,
    ),
  badPagination: () => new AuthApiError(400, 'validation_failed', 'Bad Pagination Parameters'),
  // Anonymous users, phones and reauthentication, in GoTrue's words.
  anonymousDisabled: () =>
    new AuthApiError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  anonymousNotAllowed: () =>
    new AuthApiError(
      403,
      'no_authorization',
      'Anonymous user not allowed to perform these actions',
    ),
  phoneDisabled: (status: number, message: string) =>
    new AuthApiError(status, 'phone_provider_disabled', message),
  phoneNotConfirmed: () => new AuthApiError(400, 'phone_not_confirmed', 'Phone not confirmed'),
  smsRateLimited: (seconds: number) =>
    new AuthApiError(
      429,
      'over_sms_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
      {},
      seconds,
    ),
  manualLinkingDisabled: () =>
    new AuthApiError(404, 'manual_linking_disabled', 'Manual linking is disabled'),
  reauthenticationNeeded: () =>
    new AuthApiError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () =>
    new AuthApiError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'),
};
