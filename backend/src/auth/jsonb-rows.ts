import type { FactorRow } from './mfa/factor-store';
import type { IdentityRow, UserRow } from './user-json';

/**
 * Rows that come back aggregated with `to_jsonb` (so that one statement can carry a user with
 * their identities and factors) have their timestamps as strings and bigints as numbers; these
 * give them back the types the pg driver gives a plain row.
 */
const withDates = <T>(row: T, keys: readonly string[]): T => {
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const key of keys) if (typeof out[key] === 'string') out[key] = new Date(out[key] as string);
  return out as T;
};

export const reviveUser = (row: UserRow): UserRow =>
  withDates(row, [
    'email_confirmed_at',
    'confirmation_sent_at',
    'recovery_sent_at',
    'email_change_sent_at',
    'last_sign_in_at',
    'created_at',
    'updated_at',
    'phone_confirmed_at',
    'confirmed_at',
    'banned_until',
    'deleted_at',
    'phone_change_sent_at',
    'reauthentication_sent_at',
  ]);

export const reviveIdentity = (row: IdentityRow): IdentityRow =>
  withDates(row, ['last_sign_in_at', 'created_at', 'updated_at']);

export const reviveFactor = (row: FactorRow): FactorRow => {
  const revived = withDates(row, ['last_challenged_at', 'created_at', 'updated_at']);
  // to_jsonb gives a bigint as a number; the pg driver (and FactorRow) give it as a string.
  const step = revived.last_totp_step as unknown;
  return {
    ...revived,
    last_totp_step: step === null || step === undefined ? null : String(step),
  };
};
