import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { z } from 'zod';
import { accountTraits, recordAudit, SERVICE_ROLE_ACTOR } from '../audit-log';
import { authErrors } from '../auth-errors';
import { containsPattern, paginationHeaders, readPage } from '../admin-pagination';
import {
  checkPasswordStrength,
  emailSchema,
  metadataSchema,
  parseBody,
  type AuthContext,
  type AuthHandler,
} from '../auth-context';
import { findUserByEmail, findUserById, listIdentities } from '../auth-store';
import { reviveFactor, reviveIdentity } from '../jsonb-rows';
import { listFactors, type FactorRow } from '../mfa/factor-store';
import { hashPassword } from '../password-hash';
import { sha256 } from '../secure-random';
import { userJson, type IdentityRow, type UserRow } from '../user-json';

const AUD = 'authenticated';

/** The `{id}` of /admin/users/{id}…, refused as GoTrue does when it is not a UUID. */
export function adminUserIdOf(path: string): string {
  const id = path.split('/')[3] ?? '';
  if (!z.uuid().safeParse(id).success) throw authErrors.badUserId();
  return id;
}

/** The account an admin route names, or GoTrue's 404 user_not_found. */
export async function loadAdminUser(ctx: AuthContext, path: string): Promise<UserRow> {
  const user = await findUserById(ctx.pool, adminUserIdOf(path));
  if (!user) throw authErrors.userNotFound();
  return user;
}

export async function fullUserJson(ctx: AuthContext, id: string) {
  const user = await findUserById(ctx.pool, id);
  if (!user) throw authErrors.userNotFound();
  return userJson(user, await listIdentities(ctx.pool, id), await listFactors(ctx.pool, id));
}

/** GoTrue keeps phone numbers as digits, without the `+`. */
const phoneSchema = z
  .string()
  .max(32)
  .transform((value) => value.replace(/\s/g, '').replace(/^\+/, ''))
  .refine((value) => value === '' || /^[1-9][0-9]{1,14}$/.test(value), {
    message: 'Invalid phone number format (E.164 required)',
  });

const GO_DURATION = /^[-+]?((\d+(\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h))+$/;
const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};
/** Go's time.Duration tops out at about 292 years. */
const MAX_DURATION_MS = 9_223_372_036_854;

/** `ban_duration` as GoTrue reads it: a Go duration ("24h", "1h30m"), or "none" to lift a ban. */
export function parseBanDuration(value: string): number | 'none' {
  if (value === 'none') return 'none';
  if (value === '0') return 0;
  if (!GO_DURATION.test(value)) throw authErrors.badBanDuration(value);
  const sign = value.startsWith('-') ? -1 : 1;
  let ms = 0;
  for (const part of value.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g))
    ms += Number(part[1]) * UNIT_MS[part[2]!]!;
  if (!Number.isFinite(ms) || ms > MAX_DURATION_MS) throw authErrors.badBanDuration(value);
  return sign * ms;
}

const attributes = {
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  password: z.string().max(256, 'Password is too long').optional(),
  email_confirm: z.boolean().optional(),
  phone_confirm: z.boolean().optional(),
  user_metadata: metadataSchema.nullish(),
  app_metadata: metadataSchema.nullish(),
  role: z.string().trim().min(1).max(255).optional(),
  ban_duration: z.string().max(64).optional(),
};
const createSchema = z.object({ ...attributes, id: z.uuid().optional() });
const updateSchema = z.object(attributes);

async function inTransaction<T>(ctx: AuthContext, work: (db: PoolClient) => Promise<T>) {
  const db = await ctx.pool.connect();
  try {
    await db.query('begin');
    const result = await work(db);
    await db.query('commit');
    return result;
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    // The unique index on phone: the same answer a check beforehand would give.
    if ((error as { constraint?: string }).constraint === 'users_phone_key')
      throw authErrors.phoneExists();
    throw error;
  } finally {
    db.release();
  }
}

async function refuseTaken(
  ctx: AuthContext,
  input: { email?: string; phone?: string },
  self?: string,
): Promise<void> {
  if (input.email) {
    const other = await findUserByEmail(ctx.pool, input.email);
    if (other && other.id !== self) throw authErrors.emailExists();
  }
  if (input.phone) {
    const { rows } = await ctx.pool.query('select id from auth.users where phone = $1', [
      input.phone,
    ]);
    if (rows.some((row: { id: string }) => row.id !== self)) throw authErrors.phoneExists();
  }
}

async function setIdentity(
  db: PoolClient,
  userId: string,
  provider: 'email' | 'phone',
  data: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `insert into auth.identities (user_id, provider, provider_id, identity_data)
     values ($1, $2, $3, $4)
     on conflict (provider_id, provider) do update
       set identity_data = auth.identities.identity_data || excluded.identity_data, updated_at = now()`,
    [userId, provider, userId, { sub: userId, ...data }],
  );
}

async function syncProviders(db: PoolClient, userId: string): Promise<void> {
  await db.query(
    `update auth.users set raw_app_meta_data = raw_app_meta_data || jsonb_build_object(
       'provider', coalesce(raw_app_meta_data ->> 'provider',
         (select provider from auth.identities where user_id = $1 order by created_at limit 1)),
       'providers', (select coalesce(jsonb_agg(distinct provider), '[]'::jsonb)
         from auth.identities where user_id = $1))
     where id = $1`,
    [userId],
  );
}

/** Bans until now + duration, or lifts the ban; a ban also ends the account's sessions. */
async function applyBan(db: PoolClient, userId: string, banDuration: string): Promise<void> {
  const duration = parseBanDuration(banDuration);
  if (duration === 'none') {
    await db.query('update auth.users set banned_until = null, updated_at = now() where id = $1', [
      userId,
    ]);
    return;
  }
  await db.query(
    `update auth.users set banned_until = now() + make_interval(secs => $2), updated_at = now()
     where id = $1`,
    [userId, duration / 1000],
  );
  if (duration > 0) await db.query('delete from auth.sessions where user_id = $1', [userId]);
}

/** GET /admin/users?page=&per_page=&filter= */
export const adminListUsers: AuthHandler = async (ctx, req) => {
  const paging = readPage(req.query);
  const filter = req.query.get('filter')?.slice(0, 256) ?? '';
  const pattern = containsPattern(filter);
  const where = `u.aud = $1 and u.deleted_at is null and ($2 = '' or u.email ilike $3
    or u.raw_user_meta_data ->> 'full_name' ilike $3)`;
  const [{ rows: counted }, { rows }] = await Promise.all([
    ctx.pool.query<{ total: string }>(`select count(*) as total from auth.users u where ${where}`, [
      AUD,
      filter,
      pattern,
    ]),
    ctx.pool.query<UserRow & { linked_identities: IdentityRow[]; linked_factors: FactorRow[] }>(
      `select u.id, u.aud, u.role, u.email, u.encrypted_password, u.email_confirmed_at,
         u.confirmation_sent_at, u.recovery_sent_at, u.email_change, u.email_change_sent_at,
         u.last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data, u.created_at, u.updated_at,
         u.phone, u.phone_confirmed_at, u.confirmed_at, u.banned_until, u.deleted_at, u.is_anonymous,
         coalesce((select jsonb_agg(to_jsonb(i) order by i.created_at) from auth.identities i
           where i.user_id = u.id), '[]'::jsonb) as linked_identities,
         coalesce((select jsonb_agg(to_jsonb(f) order by f.created_at) from auth.mfa_factors f
           where f.user_id = u.id), '[]'::jsonb) as linked_factors
       from auth.users u where ${where}
       order by u.created_at desc, u.id
       limit $4 offset $5`,
      [AUD, filter, pattern, paging.perPage, paging.offset],
    ),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  const users = rows.map(({ linked_identities, linked_factors, ...user }) =>
    userJson(user, linked_identities.map(reviveIdentity), linked_factors.map(reviveFactor)),
  );
  return {
    status: 200,
    body: { users, aud: AUD },
    headers: paginationHeaders('/admin/users', req.query, paging, total),
  };
};

/** POST /admin/users */
export const adminCreateUser: AuthHandler = async (ctx, req) => {
  const body = parseBody(createSchema, req.body);
  const email = body.email?.toLowerCase() || undefined;
  const phone = body.phone || undefined;
  if (!email && !phone) throw authErrors.noEmailOrPhone();
  if (body.password !== undefined && body.password !== '')
    checkPasswordStrength(ctx, body.password);
  if (body.ban_duration !== undefined) parseBanDuration(body.ban_duration);
  await refuseTaken(ctx, { email, phone });
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const id = body.id ?? randomUUID();
  const provider = email ? 'email' : 'phone';
  await inTransaction(ctx, async (db) => {
    await db.query(
      `insert into auth.users (id, aud, role, email, phone, encrypted_password, email_confirmed_at,
         phone_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, $2, $3, $4, $5, $6, case when $7 then now() end, case when $8 then now() end, $9, $10)`,
      [
        id,
        AUD,
        body.role ?? 'authenticated',
        email ?? null,
        phone ?? null,
        passwordHash,
        Boolean(email && body.email_confirm),
        Boolean(phone && body.phone_confirm),
        { ...(body.app_metadata ?? {}), provider, providers: [provider] },
        body.user_metadata ?? {},
      ],
    );
    if (email)
      await setIdentity(db, id, 'email', {
        email,
        email_verified: Boolean(body.email_confirm),
        phone_verified: false,
      });
    if (phone)
      await setIdentity(db, id, 'phone', {
        phone,
        email_verified: false,
        phone_verified: Boolean(body.phone_confirm),
      });
    await syncProviders(db, id);
    if (body.ban_duration !== undefined) await applyBan(db, id, body.ban_duration);
  });
  return {
    status: 200,
    body: await fullUserJson(ctx, id),
    after: recordAudit(
      ctx,
      req,
      SERVICE_ROLE_ACTOR,
      'user_signedup',
      accountTraits({ id, email, phone }),
    ),
  };
};

/** GET /admin/users/{id} */
export const adminGetUser: AuthHandler = async (ctx, req) => {
  const user = await loadAdminUser(ctx, req.path);
  return { status: 200, body: await fullUserJson(ctx, user.id) };
};

/** PUT /admin/users/{id}: metadata is merged key by key (a null removes a key), as GoTrue does. */
export const adminUpdateUser: AuthHandler = async (ctx, req) => {
  const user = await loadAdminUser(ctx, req.path);
  const body = parseBody(updateSchema, req.body);
  const email = body.email?.toLowerCase();
  const phone = body.phone;
  if (body.password !== undefined) checkPasswordStrength(ctx, body.password);
  if (body.ban_duration !== undefined) parseBanDuration(body.ban_duration);
  await refuseTaken(ctx, { email, phone }, user.id);
  const passwordHash = body.password !== undefined ? await hashPassword(body.password) : undefined;
  await inTransaction(ctx, async (db) => {
    const set = (column: string, value: unknown) =>
      db.query(`update auth.users set ${column} = $2, updated_at = now() where id = $1`, [
        user.id,
        value,
      ]);
    if (body.role !== undefined) await set('role', body.role);
    if (passwordHash !== undefined) await set('encrypted_password', passwordHash);
    if (email !== undefined && email !== user.email) {
      await set('email', email);
      await set('email_change', null);
      await setIdentity(db, user.id, 'email', { email });
    }
    if (phone !== undefined && phone !== (user.phone ?? '')) {
      await set('phone', phone || null);
      if (phone) await setIdentity(db, user.id, 'phone', { phone });
    }
    // As GoTrue: `true` confirms; `false` leaves a confirmation that exists alone.
    if (body.email_confirm)
      await db.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
           updated_at = now() where id = $1`,
        [user.id],
      );
    if (body.phone_confirm)
      await db.query(
        `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()),
           updated_at = now() where id = $1`,
        [user.id],
      );
    if (body.user_metadata)
      await db.query(
        `update auth.users set raw_user_meta_data = jsonb_strip_nulls(raw_user_meta_data || $2::jsonb),
           updated_at = now() where id = $1`,
        [user.id, JSON.stringify(body.user_metadata)],
      );
    if (body.app_metadata)
      await db.query(
        `update auth.users set raw_app_meta_data = jsonb_strip_nulls(raw_app_meta_data || $2::jsonb),
           updated_at = now() where id = $1`,
        [user.id, JSON.stringify(body.app_metadata)],
      );
    await syncProviders(db, user.id);
    if (body.ban_duration !== undefined) await applyBan(db, user.id, body.ban_duration);
  });
  const updated = await fullUserJson(ctx, user.id);
  return {
    status: 200,
    body: updated,
    after: recordAudit(
      ctx,
      req,
      SERVICE_ROLE_ACTOR,
      'user_modified',
      accountTraits({ id: user.id, email: updated.email, phone: updated.phone }),
    ),
  };
};

const deleteSchema = z.object({ should_soft_delete: z.boolean().optional() });

/** GoTrue's obfuscation of a soft-deleted account's identifiers: sha256(id + value), base64url. */
const obfuscate = (id: string, value: string) =>
  Buffer.from(sha256(`${id}${value}`), 'hex').toString('base64url');

/**
 * DELETE /admin/users/{id}. A hard delete removes the account, and the database cascades to its
 * sessions, identities, factors and the app's own rows. A soft delete keeps the row with
 * deleted_at set, its e-mail, phone and password scrubbed (as GoTrue does), and ends its
 * sessions and factors; the account then reads as gone everywhere.
 */
export const adminDeleteUser: AuthHandler = async (ctx, req) => {
  const user = await loadAdminUser(ctx, req.path);
  const body = parseBody(deleteSchema, req.body);
  // Named as it was before the delete scrubbed it.
  const after = recordAudit(ctx, req, SERVICE_ROLE_ACTOR, 'user_deleted', accountTraits(user));
  if (!body.should_soft_delete) {
    await ctx.pool.query('delete from auth.users where id = $1', [user.id]);
    return { status: 200, body: {}, after };
  }
  await inTransaction(ctx, async (db) => {
    await db.query(
      `update auth.users set email = $2, phone = $3, email_change = $4, encrypted_password = null,
         raw_user_meta_data = '{}'::jsonb, deleted_at = now(), updated_at = now()
       where id = $1`,
      [
        user.id,
        user.email ? obfuscate(user.id, user.email) : null,
        user.phone ? obfuscate(user.id, user.phone).slice(0, 15) : null,
        user.email_change ? obfuscate(user.id, user.email_change) : null,
      ],
    );
    await db.query(
      `update auth.identities set provider_id = $2 || ':' || id::text, identity_data = '{}'::jsonb,
         updated_at = now() where user_id = $1`,
      [user.id, obfuscate(user.id, 'identity')],
    );
    await db.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
    await db.query('delete from auth.sessions where user_id = $1', [user.id]);
    await db.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
  });
  return { status: 200, body: {}, after };
};
