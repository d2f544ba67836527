import type { Pool } from 'pg';
import { randomToken, sha256, sixDigitCode } from './secure-random';

export type OneTimeTokenType = 'signup' | 'magiclink' | 'recovery' | 'email_change';

/**
 * Codes that never travel as links: texted to a phone (sign-up or sign-in, a phone change) or
 * sent to confirm a sensitive change (reauthentication). Stored as the e-mail tokens are, with
 * the number's digits or the address as what they relate to.
 */
export type CodeTokenType = 'sms' | 'phone_change' | 'reauthentication';

/** Tries a code allows, the right one included; then it no longer verifies. */
export const CODE_MAX_ATTEMPTS = 5;

/** Which stored token types a `type` in a verify request may redeem. */
export const VERIFY_TYPES: Record<string, (OneTimeTokenType | CodeTokenType)[]> = {
  signup: ['signup'],
  email: ['signup', 'magiclink'],
  magiclink: ['magiclink', 'signup'],
  recovery: ['recovery'],
  email_change: ['email_change'],
  invite: ['signup'],
  sms: ['sms'],
  phone_change: ['phone_change'],
};

export interface RedeemedToken {
  user_id: string;
  token_type: OneTimeTokenType | CodeTokenType;
  relates_to: string;
  redirect_to: string | null;
  code_challenge: string | null;
  code_challenge_method: string | null;
}

const RETURNED =
  'user_id, token_type, relates_to, redirect_to, code_challenge, code_challenge_method';

const codeHash = (email: string, code: string) => sha256(`${email.toLowerCase()}:${code}`);

export function createOneTimeTokens(pool: Pool) {
  return {
    /** Issues a link token and a 6-digit code; any earlier unused token of that type is voided. */
    async issue(input: {
      userId: string;
      type: OneTimeTokenType | CodeTokenType;
      /** The e-mail address, or the phone's digits, the code is sent to. */
      email: string;
      lifetimeSeconds: number;
      redirectTo?: string;
      codeChallenge?: string;
      codeChallengeMethod?: string;
    }): Promise<{ linkToken: string; code: string }> {
      const linkToken = randomToken();
      const code = sixDigitCode();
      await pool.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
        input.userId,
        input.type,
      ]);
      await pool.query(
        `insert into auth.one_time_tokens
           (user_id, token_type, token_hash, code_hash, relates_to, redirect_to, code_challenge, code_challenge_method, expires_at)
         values ($1, $2, $3, $4, lower($5), $6, $7, $8, now() + make_interval(secs => $9))`,
        [
          input.userId,
          input.type,
          sha256(linkToken),
          codeHash(input.email, code),
          input.email,
          input.redirectTo ?? null,
          input.codeChallenge ?? null,
          input.codeChallengeMethod ?? null,
          input.lifetimeSeconds,
        ],
      );
      return { linkToken, code };
    },

    /**
     * Marks a token used and returns it, or undefined when unknown, expired, already used or,
     * for a code, out of tries.
     */
    async redeem(
      types: (OneTimeTokenType | CodeTokenType)[],
      secret: { linkToken: string } | { email: string; code: string },
    ): Promise<RedeemedToken | undefined> {
      if ('linkToken' in secret) {
        const { rows } = await pool.query<RedeemedToken>(
          `update auth.one_time_tokens set used_at = now()
           where id = (
             select id from auth.one_time_tokens
             where token_type = any($1) and used_at is null and expires_at > now() and token_hash = $2
             order by created_at desc limit 1
             for update skip locked)
           returning ${RETURNED}`,
          [types, sha256(secret.linkToken)],
        );
        return rows[0];
      }
      // A typed code is a six-digit guess: every live code of the address gives up one try in
      // the same statement that compares it (row locks make concurrent tries take turns), and
      // only a code that still had a try left can be redeemed.
      const { rows } = await pool.query<RedeemedToken & { redeemed: boolean }>(
        `update auth.one_time_tokens
         set verify_attempts = verify_attempts + 1,
             used_at = case when code_hash = $2 then now() end
         where relates_to = lower($3) and token_type = any($1) and used_at is null
           and expires_at > now() and verify_attempts < $4
         returning ${RETURNED}, used_at is not null as redeemed`,
        [types, codeHash(secret.email, secret.code), secret.email, CODE_MAX_ATTEMPTS],
      );
      const redeemed = rows.find((row) => row.redeemed);
      if (!redeemed) return undefined;
      const { redeemed: _flag, ...token } = redeemed;
      return token;
    },
  };
}

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
