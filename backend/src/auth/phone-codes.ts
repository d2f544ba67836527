import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { z } from 'zod';
import { authErrors } from './auth-errors';
import type { AuthContext } from './auth-context';
import { USER_COLUMNS } from './auth-store';
import type { CodeTokenType } from './one-time-tokens';
import type { UserRow } from './user-json';

type Db = Pool | PoolClient;

/**
 * A phone number as GoTrue takes it: the `+` and spaces dropped, then E.164's digits (a country
 * code that does not start with 0, 15 digits at most). Stored as those digits, without the `+`.
 */
export const phoneSchema = z
  .string({ error: 'Invalid phone number format (E.164 required)' })
  .max(32, 'Invalid phone number format (E.164 required)')
  .transform((value) => value.replace(/^\+/, '').replaceAll(' ', ''))
  .refine((digits) => /^[1-9][0-9]{1,14}$/.test(digits), {
    message: 'Invalid phone number format (E.164 required)',
  });

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where phone = $1 and deleted_at is null`,
    [phone],
  );
  return rows[0];
}

/** A phone account as sign-up or an SMS sign-in creates it, with its `phone` identity. */
export async function createPhoneUser(
  db: Db,
  input: {
    id?: string;
    phone: string;
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
  },
): Promise<UserRow> {
  const id = input.id ?? randomUUID();
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (id, aud, role, phone, encrypted_password, raw_app_meta_data, raw_user_meta_data)
     values ($1, 'authenticated', 'authenticated', $2, $3, '{"provider":"phone","providers":["phone"]}', $4)
     returning ${USER_COLUMNS}`,
    [id, input.phone, input.passwordHash, input.userMetadata],
  );
  await db.query(
    `insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at)
     values ($1, 'phone', $2, $3, now())`,
    [id, id, { sub: id, phone: input.phone, phone_verified: false }],
  );
  return rows[0]!;
}

/**
 * One text of each kind per number per resend cooldown, counted whether or not an account has
 * the number (as e-mails are, see emailCooldown).
 */
export function smsCooldown(ctx: AuthContext, kind: CodeTokenType, phone: string): void {
  const wait = ctx.emailCooldown.tryStart(`sms-${kind}:${phone}`);
  if (wait > 0) throw authErrors.smsRateLimited(wait);
}

const SENT_AT: Record<CodeTokenType, string> = {
  sms: 'confirmation_sent_at',
  phone_change: 'phone_change_sent_at',
  reauthentication: 'reauthentication_sent_at',
};

const PURPOSE: Record<CodeTokenType, string> = {
  sms: 'Your Astro App code is',
  phone_change: 'Your Astro App code to confirm this new number is',
  reauthentication: 'Your Astro App confirmation code is',
};

/** Texts a 6-digit code through the stack's SMS path (the dev outbox locally). */
export async function sendPhoneCode(
  ctx: AuthContext,
  input: { userId: string; type: CodeTokenType; phone: string },
): Promise<void> {
  const lifetime = ctx.settings.otpExpirySeconds;
  const { code } = await ctx.tokens.issue({
    userId: input.userId,
    type: input.type,
    email: input.phone,
    lifetimeSeconds: lifetime,
  });
  const minutes = Math.max(1, Math.round(lifetime / 60));
  const result = await ctx.mfa.sms.send(
    `+${input.phone}`,
    `${PURPOSE[input.type]} ${code}. It expires in ${minutes} minutes. Never share it.`,
  );
  if (!result.sent) {
    ctx.log.error(`SMS (${input.type}) to a phone not sent: ${result.error}`);
    throw authErrors.smsSendFailed();
  }
  await ctx.pool.query(`update auth.users set ${SENT_AT[input.type]} = now() where id = $1`, [
    input.userId,
  ]);
}
