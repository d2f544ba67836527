import type { Pool } from 'pg';
import { authErrors } from './auth-errors';
import { pkceS256, randomToken, sha256 } from './secure-random';

const FLOW_LIFETIME_SECONDS = 600;

/** PKCE: after a verified link, the browser gets a short-lived code instead of tokens. */
export async function createAuthCode(
  pool: Pool,
  input: { userId: string; method: string; codeChallenge: string; codeChallengeMethod: string },
): Promise<string> {
  const code = randomToken();
  await pool.query(
    `insert into auth.flow_state (kind, secret_hash, user_id, authentication_method, code_challenge, code_challenge_method, expires_at)
     values ('auth_code', $1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [
      sha256(code),
      input.userId,
      input.method,
      input.codeChallenge,
      input.codeChallengeMethod.toLowerCase(),
      FLOW_LIFETIME_SECONDS,
    ],
  );
  return code;
}

/** Redeems a PKCE auth code once, checking the verifier against the stored challenge. */
export async function exchangeAuthCode(
  pool: Pool,
  authCode: string,
  verifier: string,
): Promise<{ userId: string; method: string }> {
  const { rows } = await pool.query<{
    id: string;
    user_id: string;
    authentication_method: string;
    code_challenge: string;
    code_challenge_method: string;
  }>(
    `select id, user_id, authentication_method, code_challenge, code_challenge_method from auth.flow_state
     where kind = 'auth_code' and secret_hash = $1 and used_at is null and expires_at > now()`,
    [sha256(authCode)],
  );
  const flow = rows[0];
  if (!flow) throw authErrors.flowStateNotFound();
  const expected = flow.code_challenge_method === 'plain' ? verifier : pkceS256(verifier);
  if (expected !== flow.code_challenge) throw authErrors.badCodeVerifier();
  const used = await pool.query(
    'update auth.flow_state set used_at = now() where id = $1 and used_at is null',
    [flow.id],
  );
  if (used.rowCount !== 1) throw authErrors.flowStateNotFound();
  return { userId: flow.user_id, method: flow.authentication_method };
}
