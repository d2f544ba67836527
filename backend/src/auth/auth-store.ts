import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { reviveFactor, reviveIdentity } from './jsonb-rows';
import type { FactorRow } from './mfa/factor-store';
import type { IdentityRow, UserRow } from './user-json';

type Db = Pool | PoolClient;

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, phone, phone_confirmed_at, confirmed_at, banned_until, deleted_at, is_anonymous,
  phone_change, phone_change_sent_at, reauthentication_sent_at`;

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

/** The session and account a bearer token stands for. */
export interface TokenHolder {
  /**
   * False when the token names a session that no longer exists: signed out, revoked by a
   * replayed refresh token, or gone with its account.
   */
  sessionActive: boolean;
  user: UserRow | undefined;
}

export interface TokenHolderWithLinks extends TokenHolder {
  identities: IdentityRow[];
  factors: FactorRow[];
}

const prefixed = (columns: string, alias: string) =>
  columns
    .split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');

// One statement, so a request that needs the user costs one round trip to the database however
// many tables it reads. Prepared once per connection (named) since every signed-in call runs it.
const holderSql = (withLinks: boolean) => `
  select
    ($2::uuid is null or exists (
      select 1 from auth.sessions s where s.id = $2::uuid and s.user_id = wanted.id)) as session_active,
    ${prefixed(USER_COLUMNS, 'u')}${
      withLinks
        ? `,
    coalesce((select jsonb_agg(to_jsonb(i) order by i.created_at) from auth.identities i
      where i.user_id = u.id), '[]'::jsonb) as linked_identities,
    coalesce((select jsonb_agg(to_jsonb(f) order by f.created_at) from auth.mfa_factors f
      where f.user_id = u.id), '[]'::jsonb) as linked_factors`
        : ''
    }
  from (select $1::uuid as id) as wanted
  left join auth.users u on u.id = wanted.id and u.deleted_at is null`;

const HOLDER = { name: 'auth_token_holder', text: holderSql(false) };
const HOLDER_WITH_LINKS = { name: 'auth_token_holder_with_links', text: holderSql(true) };

type HolderRow = Omit<UserRow, 'id'> & {
  id: string | null;
  session_active: boolean;
  linked_identities?: IdentityRow[];
  linked_factors?: FactorRow[];
};

async function readHolder(
  db: Db,
  statement: { name: string; text: string },
  userId: string,
  sessionId: string | undefined,
) {
  const { rows } = await db.query<HolderRow>({
    ...statement,
    values: [userId, sessionId ?? null],
  });
  const { session_active, linked_identities, linked_factors, ...user } = rows[0]!;
  return {
    sessionActive: session_active,
    user: user.id === null ? undefined : (user as UserRow),
    identities: linked_identities ?? [],
    factors: linked_factors ?? [],
  };
}

/** The session a token names (when it names one) and its user, in one round trip. */
export async function findTokenHolder(
  db: Db,
  userId: string,
  sessionId: string | undefined,
): Promise<TokenHolder> {
  const { sessionActive, user } = await readHolder(db, HOLDER, userId, sessionId);
  return { sessionActive, user };
}

/** As findTokenHolder, with the user's identities and factors too, still in one round trip. */
export async function findTokenHolderWithLinks(
  db: Db,
  userId: string,
  sessionId: string | undefined,
): Promise<TokenHolderWithLinks> {
  const holder = await readHolder(db, HOLDER_WITH_LINKS, userId, sessionId);
  return {
    ...holder,
    identities: holder.identities.map(reviveIdentity),
    factors: holder.factors.map(reviveFactor),
  };
}

export async function createUser(
  db: Db,
  input: {
    /** Chosen in advance when the id is announced before the account is written. */
    id?: string;
    email: string;
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
    confirmed: boolean;
    provider: string;
    providerId?: string;
    identityData?: Record<string, unknown>;
  },
): Promise<UserRow> {
  const id = input.id ?? randomUUID();
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
