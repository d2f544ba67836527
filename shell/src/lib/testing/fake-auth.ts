// Test support only (uses jest): the fake supabase auth that the account and auth features' tests share.
import type { SupabaseClient } from '@supabase/supabase-js';

type Level = 'aal1' | 'aal2';
type AuthError = { code: string; message: string; status?: number };
type Result = { data: unknown; error: AuthError | null };
type Listener = (event: string, session: null) => void;

export const TOTP_FACTOR = {
  id: 'factor-1',
  factor_type: 'totp',
  friendly_name: 'Phone app',
  status: 'verified',
};

export const INSUFFICIENT_AAL: AuthError = {
  code: 'insufficient_aal',
  status: 403,
  message: 'AAL2 session is required to update email or password when MFA is enabled.',
};

/**
 * The slice of supabase-js the account and recovery pages use, with a session at aal1 or aal2 as
 * the auth server would see it: `verifiedFactor` says whether the account has a second step, and
 * a right code (123456) raises the session to aal2 and emits MFA_CHALLENGE_VERIFIED.
 */
export function fakeAuth(options: {
  level: Level;
  verifiedFactor: boolean;
  rows?: (level: Level) => unknown[];
}) {
  let level = options.level;
  const listeners = new Set<Listener>();
  const emit = (event: string) => listeners.forEach((listener) => listener(event, null));

  const verifyCode = async ({ code }: { code: string }): Promise<Result> => {
    if (code !== '123456') {
      return {
        data: null,
        error: { code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' },
      };
    }
    level = 'aal2';
    emit('MFA_CHALLENGE_VERIFIED');
    return { data: {}, error: null };
  };

  const auth = {
    onAuthStateChange: (listener: Listener) => {
      listeners.add(listener);
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    },
    updateUser: jest.fn(async (): Promise<Result> => ({ data: { user: {} }, error: null })),
    refreshSession: jest.fn(async () => ({ data: {}, error: null })),
    mfa: {
      getAuthenticatorAssuranceLevel: jest.fn(async () => ({
        data: { currentLevel: level, nextLevel: options.verifiedFactor ? 'aal2' : level },
        error: null,
      })),
      listFactors: jest.fn(async () => {
        const totp = options.verifiedFactor ? [TOTP_FACTOR] : [];
        return { data: { all: totp, totp, phone: [] }, error: null };
      }),
      challenge: jest.fn(async ({ factorId }: { factorId: string }): Promise<Result> => ({
        data: { id: `challenge-${factorId}`, expires_at: 0 },
        error: null,
      })),
      verify: jest.fn(verifyCode),
      challengeAndVerify: jest.fn(verifyCode),
      unenroll: jest.fn(async (): Promise<Result> => ({ data: {}, error: null })),
      enroll: jest.fn(async (): Promise<Result> => ({ data: null, error: INSUFFICIENT_AAL })),
    },
  };

  // Row-level security as the server applies it: an account with a second step reads rows only at aal2.
  const builder = {
    select: () => builder,
    eq: () => builder,
    then: (resolve: (value: Result) => unknown, reject: (reason: unknown) => unknown) =>
      Promise.resolve({ data: options.rows?.(level) ?? [], error: null }).then(resolve, reject),
  };

  const client = { auth, from: () => builder } as unknown as SupabaseClient;
  return {
    client,
    auth,
    emit,
    /** What a change of factors elsewhere does to this session (seen at the next refresh). */
    setLevel: (next: Level) => (level = next),
    setVerifiedFactor: (value: boolean) => (options.verifiedFactor = value),
  };
}
