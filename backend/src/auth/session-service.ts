import type { Pool, PoolClient } from 'pg';
import { authErrors } from './auth-errors';
import { findUserById, listIdentities } from './auth-store';
import { listFactors, type FactorRow } from './mfa/factor-store';
import { reviveFactor, reviveIdentity, reviveUser } from './jsonb-rows';
import type { JwtKeys } from './jwt-keys';
import { randomToken, sha256 } from './secure-random';
import { userJson, type IdentityRow, type UserRow } from './user-json';

export type AuthMethod =
  | 'password'
  | 'otp'
  | 'magiclink'
  | 'recovery'
  | 'email/signup'
  | 'email_change'
  | 'oauth'
  | 'anonymous';

/** Second-factor methods, named as GoTrue names them in the `amr` claim. */
export type SecondFactorMethod = 'totp' | 'mfa/phone';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
}

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
}

export function createSessionService(opts: {
  pool: Pool;
  keys: JwtKeys;
  expirySeconds: number;
  reuseIntervalMs: () => number;
}) {
  const accessToken = async (user: UserRow, session: SessionRow) =>
    opts.keys.sign(
      {
        sub: user.id,
        aud: user.aud || 'authenticated',
        role: user.role || 'authenticated',
        email: user.email ?? '',
        phone: user.phone ?? '',
        app_metadata: user.raw_app_meta_data,
        user_metadata: user.raw_user_meta_data,
        aal: session.aal,
        amr: session.amr,
        session_id: session.id,
        is_anonymous: user.is_anonymous,
      },
      opts.expirySeconds,
    );

  const tokenResponse = async (
    db: Pool | PoolClient,
    user: UserRow,
    session: SessionRow,
    refreshToken: string,
  ): Promise<TokenResponse> => {
    const identities = await listIdentities(db, user.id);
    const factors = await listFactors(db, user.id);
    const now = Math.floor(Date.now() / 1000);
    return {
      access_token: await accessToken(user, session),
      token_type: 'bearer',
      expires_in: opts.expirySeconds,
      expires_at: now + opts.expirySeconds,
      refresh_token: refreshToken,
      user: userJson(user, identities, factors),
    };
  };

  const insertRefreshToken = async (
    db: PoolClient | Pool,
    userId: string,
    sessionId: string,
    parentId: string | null,
  ) => {
    const token = randomToken();
    await db.query(
      'insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_id) values ($1, $2, $3, $4)',
      [sha256(token), userId, sessionId, parentId],
    );
    return token;
  };

  return {
    /** Starts a new session (a new refresh-token family) for a user who just proved who they are. */
    async start(
      userId: string,
      method: AuthMethod,
      meta: { userAgent?: string; ip?: string },
    ): Promise<TokenResponse> {
      const client = await opts.pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query<SessionRow>(
          `insert into auth.sessions (user_id, amr, user_agent, ip) values ($1, $2, $3, $4) returning id, user_id, aal, amr`,
          [
            userId,
            JSON.stringify([{ method, timestamp: Math.floor(Date.now() / 1000) }]),
            meta.userAgent?.slice(0, 300) ?? null,
            meta.ip ?? null,
          ],
        );
        await client.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
        const refresh = await insertRefreshToken(client, userId, rows[0]!.id, null);
        const user = await findUserById(client, userId);
        if (!user) throw authErrors.userNotFound();
        // Every way in (password, link, code, PKCE, OAuth) ends here, so a ban holds for all.
        if (user.banned_until && user.banned_until > new Date()) throw authErrors.userBanned();
        const response = await tokenResponse(client, user, rows[0]!, refresh);
        await client.query('commit');
        return response;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },

    /**
     * Rotates a refresh token. A revoked token that is the direct parent of the active one and
     * comes back within the reuse interval (a client retry or a second tab) rotates the chain
     * again; any other replay revokes the whole session.
     */
    async refresh(refreshToken: string): Promise<TokenResponse> {
      const next = randomToken();
      // One round trip: the rotation rules live in auth.rotate_refresh_token (bootstrap SQL).
      const { rows } = await opts.pool.query<{
        outcome: 'ok' | 'not_found' | 'reused';
        session_id: string;
        aal: string;
        amr: SessionRow['amr'];
        user_row: UserRow | null;
        identities: IdentityRow[];
        factors: FactorRow[];
      }>('select * from auth.rotate_refresh_token($1, $2, $3)', [
        sha256(refreshToken),
        sha256(next),
        opts.reuseIntervalMs(),
      ]);
      const result = rows[0];
      if (result?.outcome === 'reused') throw authErrors.refreshReused();
      if (result?.outcome !== 'ok' || !result.user_row) throw authErrors.refreshNotFound();
      const user = reviveUser(result.user_row);
      if (user.banned_until && user.banned_until > new Date()) throw authErrors.refreshNotFound();
      const session: SessionRow = {
        id: result.session_id,
        user_id: user.id,
        aal: result.aal,
        amr: result.amr,
      };
      const now = Math.floor(Date.now() / 1000);
      return {
        access_token: await accessToken(user, session),
        token_type: 'bearer',
        expires_in: opts.expirySeconds,
        expires_at: now + opts.expirySeconds,
        refresh_token: next,
        user: userJson(
          user,
          result.identities.map(reviveIdentity),
          result.factors.map(reviveFactor),
        ),
      };
    },

    /**
     * Raises a session to aal2 after a second factor was verified: the method joins the session's
     * `amr` (newest first) and the refresh-token chain moves on, so the tokens issued before the
     * step-up cannot be replayed as if they were the new ones.
     */
    async elevate(
      userId: string,
      sessionId: string,
      method: SecondFactorMethod,
    ): Promise<TokenResponse> {
      const client = await opts.pool.connect();
      try {
        await client.query('begin');
        const entry = { method, timestamp: Math.floor(Date.now() / 1000) };
        const { rows } = await client.query<SessionRow>(
          `update auth.sessions set aal = 'aal2', updated_at = now(),
             amr = jsonb_build_array($3::jsonb) || coalesce(
               (select jsonb_agg(e) from jsonb_array_elements(amr) e where e ->> 'method' <> $4), '[]'::jsonb)
           where id = $1 and user_id = $2
           returning id, user_id, aal, amr`,
          [sessionId, userId, JSON.stringify(entry), method],
        );
        const session = rows[0];
        if (!session) throw authErrors.sessionNotFound();
        const active = await client.query<{ id: string }>(
          `update auth.refresh_tokens set revoked = true, revoked_at = now()
           where session_id = $1 and not revoked returning id`,
          [sessionId],
        );
        const parent = active.rows.map((r) => Number(r.id)).sort((a, b) => b - a)[0] ?? null;
        const refresh = await insertRefreshToken(
          client,
          userId,
          sessionId,
          parent === null ? null : String(parent),
        );
        const user = await findUserById(client, userId);
        if (!user) throw authErrors.userNotFound();
        const response = await tokenResponse(client, user, session, refresh);
        await client.query('commit');
        return response;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },

    async logout(
      userId: string,
      sessionId: string | undefined,
      scope: 'global' | 'local' | 'others',
    ): Promise<void> {
      if (scope === 'global' || !sessionId) {
        await opts.pool.query('delete from auth.sessions where user_id = $1', [userId]);
      } else if (scope === 'local') {
        await opts.pool.query('delete from auth.sessions where id = $1 and user_id = $2', [
          sessionId,
          userId,
        ]);
      } else {
        await opts.pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          userId,
          sessionId,
        ]);
      }
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
