import type { Pool } from 'pg';
import { randomToken, sha256, sixDigitCode } from './secure-random';

export type OneTimeTokenType = 'signup' | 'magiclink' | 'recovery' | 'email_change';

/** How long each kind of e-mail link stays valid. */
export const TOKEN_LIFETIME_MS: Record<OneTimeTokenType, number> = {
  signup: 24 * 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  magiclink: 10 * 60 * 1000,
  recovery: 10 * 60 * 1000,
};

/** Which stored token types a `type` in a verify request may redeem. */
export const VERIFY_TYPES: Record<string, OneTimeTokenType[]> = {
  signup: ['signup'],
  email: ['signup', 'magiclink'],
  magiclink: ['magiclink', 'signup'],
  recovery: ['recovery'],
  email_change: ['email_change'],
  invite: ['signup'],
};

export interface RedeemedToken {
  user_id: string;
  token_type: OneTimeTokenType;
  relates_to: string;
  redirect_to: string | null;
  code_challenge: string | null;
  code_challenge_method: string | null;
}

const codeHash = (email: string, code: string) => sha256(`${email.toLowerCase()}:${code}`);

export function createOneTimeTokens(pool: Pool) {
  return {
    /** Issues a link token and a 6-digit code; any earlier unused token of that type is voided. */
    async issue(input: {
      userId: string;
      type: OneTimeTokenType;
      email: string;
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
          TOKEN_LIFETIME_MS[input.type] / 1000,
        ],
      );
      return { linkToken, code };
    },

    /** Marks a token used and returns it, or undefined when unknown, expired or already used. */
    async redeem(
      types: OneTimeTokenType[],
      secret: { linkToken: string } | { email: string; code: string },
    ): Promise<RedeemedToken | undefined> {
      const byLink = 'linkToken' in secret;
      const { rows } = await pool.query<RedeemedToken>(
        `update auth.one_time_tokens set used_at = now()
         where id = (
           select id from auth.one_time_tokens
           where token_type = any($1) and used_at is null and expires_at > now()
             and ${byLink ? 'token_hash = $2' : 'code_hash = $2 and relates_to = lower($3)'}
           order by created_at desc limit 1
           for update skip locked)
         returning user_id, token_type, relates_to, redirect_to, code_challenge, code_challenge_method`,
        byLink
          ? [types, sha256(secret.linkToken)]
          : [types, codeHash(secret.email, secret.code), secret.email],
      );
      return rows[0];
    },
  };
}

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
