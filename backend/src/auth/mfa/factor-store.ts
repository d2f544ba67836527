import type { Pool, PoolClient } from 'pg';

type Db = Pool | PoolClient;

export type FactorType = 'totp' | 'phone';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: FactorType;
  status: 'unverified' | 'verified';
  secret: string | null;
  phone: string | null;
  last_totp_step: string | null;
  last_challenged_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  otp_code_hash: string | null;
  created_at: Date;
  expires_at: Date;
  verified_at: Date | null;
}

/** The factor as GoTrue lists it in `user.factors`; secrets never leave the server. */
export function factorJson(row: FactorRow) {
  return {
    id: row.id,
    friendly_name: row.friendly_name,
    factor_type: row.factor_type,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.last_challenged_at ? { last_challenged_at: row.last_challenged_at.toISOString() } : {}),
  };
}

export type FactorJson = ReturnType<typeof factorJson>;

export async function listFactors(db: Db, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

export async function findFactor(
  db: Db,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  const { rows } = await db.query<FactorRow>(
    'select * from auth.mfa_factors where id = $1 and user_id = $2',
    [factorId, userId],
  );
  return rows[0];
}

/**
 * Removes a factor. With no verified factor left, the account's sessions no longer claim a second
 * factor: they drop to aal1 and lose the factor methods from their amr.
 */
export async function removeFactor(db: Db, userId: string, factorId: string): Promise<void> {
  await db.query('delete from auth.mfa_factors where id = $1 and user_id = $2', [factorId, userId]);
  await db.query(
    `update auth.sessions set aal = 'aal1', updated_at = now(),
       amr = coalesce((select jsonb_agg(e) from jsonb_array_elements(amr) e
                       where e ->> 'method' not in ('totp', 'mfa/phone')), '[]'::jsonb)
     where user_id = $1 and not exists (
       select 1 from auth.mfa_factors f where f.user_id = $1 and f.status = 'verified')`,
    [userId],
  );
}

export async function insertFactor(
  db: Db,
  input: {
    userId: string;
    friendlyName: string;
    type: FactorType;
    secret?: string;
    phone?: string;
  },
): Promise<FactorRow> {
  const { rows } = await db.query<FactorRow>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret, phone)
     values ($1, $2, $3, $4, $5) returning *`,
    [input.userId, input.friendlyName, input.type, input.secret ?? null, input.phone ?? null],
  );
  return rows[0]!;
}

export async function insertChallenge(
  db: Db,
  input: { factorId: string; ip: string; codeHash: string | null; lifetimeSeconds: number },
): Promise<ChallengeRow> {
  const { rows } = await db.query<ChallengeRow>(
    `insert into auth.mfa_challenges (factor_id, ip_address, otp_code_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4)) returning *`,
    [input.factorId, input.ip, input.codeHash, input.lifetimeSeconds],
  );
  await db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
    input.factorId,
  ]);
  return rows[0]!;
}
