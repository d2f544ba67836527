import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { IdentityRow, UserRow } from './user-json';

type Db = Pool | PoolClient;

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, phone, phone_confirmed_at, confirmed_at, banned_until, deleted_at, is_anonymous`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null`,
    [email],
  );
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

export async function listIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

export async function createUser(
  db: Db,
  input: {
    email: string;
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
    confirmed: boolean;
    provider: string;
    providerId?: string;
    identityData?: Record<string, unknown>;
  },
): Promise<UserRow> {
  const id = randomUUID();
  const appMetadata = { provider: input.provider, providers: [input.provider] };
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, 'authenticated', 'authenticated', lower($2), $3, case when $4 then now() end, $5, $6)
     returning ${USER_COLUMNS}`,
    [id, input.email, input.passwordHash, input.confirmed, appMetadata, input.userMetadata],
  );
  await addIdentity(db, {
    userId: id,
    provider: input.provider,
    providerId: input.providerId ?? id,
    identityData: input.identityData ?? {
      sub: id,
      email: input.email.toLowerCase(),
      email_verified: input.confirmed,
    },
  });
  return rows[0]!;
}

export async function addIdentity(
  db: Db,
  input: {
    userId: string;
    provider: string;
    providerId: string;
    identityData: Record<string, unknown>;
  },
): Promise<void> {
  await db.query(
    `insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at)
     values ($1, $2, $3, $4, now())
     on conflict (provider_id, provider) do update set last_sign_in_at = now(), identity_data = excluded.identity_data`,
    [input.userId, input.provider, input.providerId, input.identityData],
  );
  await db.query(
    `update auth.users set raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
       (select coalesce(jsonb_agg(distinct provider), '[]'::jsonb) from auth.identities where user_id = $1)),
       updated_at = now()
     where id = $1`,
    [input.userId],
  );
}

export async function markEmailConfirmed(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [userId],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}
