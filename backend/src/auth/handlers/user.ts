import { z } from 'zod';
import { authErrors } from '../auth-errors';
import {
  checkPasswordStrength,
  emailCooldown,
  emailSchema,
  metadataSchema,
  parseBody,
  callerOf,
  callerWithLinksOf,
  throttleAccount,
  type AuthContext,
  type AuthHandler,
} from '../auth-context';
import { findUserByEmail, findUserById, listIdentities } from '../auth-store';
import { sendLinkMail } from '../email-links';
import { hashPassword, verifyPassword } from '../password-hash';
import { listFactors } from '../mfa/factor-store';
import { userJson, type UserRow } from '../user-json';
import { recordAudit, writeAudit } from '../audit-log';
import { findUserByPhone, phoneSchema, sendPhoneCode, smsCooldown } from '../phone-codes';
import { checkReauthentication } from '../reauthentication';
import { completeEmailChange } from './verify';

/** GET /user */
export const getUser: AuthHandler = async (ctx, req) => {
  // Asked on every call to the functions: the session, user, identities and factors come back
  // from one statement.
  const { user, identities, factors } = callerWithLinksOf(req);
  return { status: 200, body: userJson(user, identities, factors) };
};

const updateSchema = z.object({
  email: emailSchema.optional(),
  password: z.string().max(256, 'Password is too long').optional(),
  current_password: z.string().max(256, 'Password is too long').optional(),
  data: metadataSchema.optional(),
  phone: z.string().max(32).optional(),
  nonce: z.string().max(64).optional(),
});

/** PUT /user: password, metadata (merged key by key, as GoTrue does) and e-mail change. */
export const updateUser: AuthHandler = async (ctx, req) => {
  const { user, claims } = callerOf(req);
  const body = parseBody(updateSchema, req.body);
  const newPhone = body.phone ? parseBody(phoneSchema, body.phone) : undefined;
  await requireAal2ForCredentialChange(ctx, user, claims.aal, body);

  if (body.password !== undefined) {
    await checkReauthentication(ctx, user, claims.session_id, body.nonce);
    await checkCurrentPassword(ctx, user, body.current_password, claims.amr);
    checkPasswordStrength(ctx, body.password);
    if (user.encrypted_password && (await verifyPassword(user.encrypted_password, body.password))) {
      throw authErrors.samePassword();
    }
    await ctx.pool.query(
      'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
      [user.id, await hashPassword(body.password)],
    );
  }
  if (body.data) {
    await ctx.pool.query(
      `update auth.users set raw_user_meta_data = jsonb_strip_nulls(raw_user_meta_data || $2::jsonb), updated_at = now() where id = $1`,
      [user.id, JSON.stringify(body.data)],
    );
  }
  const newEmail = body.email?.toLowerCase();
  if (newEmail && newEmail !== user.email) {
    const other = await findUserByEmail(ctx.pool, newEmail);
    if (other) throw authErrors.emailExists();
    if (ctx.settings.autoconfirm && user.is_anonymous) {
      // As in GoTrue, an anonymous account adding an address is much like signing up.
      await completeEmailChange(ctx, user.id, newEmail);
    } else if (ctx.settings.autoconfirm) {
      await ctx.pool.query('update auth.users set email = $2, updated_at = now() where id = $1', [
        user.id,
        newEmail,
      ]);
    } else {
      emailCooldown(ctx, 'email_change', newEmail);
      await ctx.pool.query('update auth.users set email_change = $2 where id = $1', [
        user.id,
        newEmail,
      ]);
      await sendLinkMail(ctx, {
        userId: user.id,
        type: 'email_change',
        email: newEmail,
        redirectTo: req.query.get('redirect_to'),
      });
    }
  }
  if (newPhone && newPhone !== user.phone) await startPhoneChange(ctx, user, newPhone);
  const updated = await findUserById(ctx.pool, user.id);
  if (!updated) throw authErrors.userNotFound();
  const passwordChanged = body.password !== undefined;
  return {
    after: {
      key: `audit:${user.id}`,
      run: async () => {
        if (passwordChanged) await writeAudit(ctx, req.ip, updated, 'user_updated_password');
        await writeAudit(ctx, req.ip, updated, 'user_modified');
      },
    },
    status: 200,
    body: userJson(
      updated,
      await listIdentities(ctx.pool, user.id),
      await listFactors(ctx.pool, user.id),
    ),
  };
};

/** A new number waits, as GoTrue's phone_change, for the code texted to it. */
async function startPhoneChange(ctx: AuthContext, user: UserRow, phone: string): Promise<void> {
  if (!ctx.settings.phoneEnabled) throw authErrors.phoneDisabled(422, 'Phone logins are disabled');
  const other = await findUserByPhone(ctx.pool, phone);
  if (other && other.id !== user.id) throw authErrors.phoneExists();
  smsCooldown(ctx, 'phone_change', phone);
  await ctx.pool.query(
    'update auth.users set phone_change = $2, updated_at = now() where id = $1',
    [user.id, phone],
  );
  await sendPhoneCode(ctx, { userId: user.id, type: 'phone_change', phone });
}

/**
 * With a verified second factor, a password alone must not be enough to take the account over:
 * changing the e-mail, phone or password then needs a session that passed the factor (aal2).
 */
async function requireAal2ForCredentialChange(
  ctx: AuthContext,
  user: UserRow,
  aal: string | undefined,
  body: { email?: string; phone?: string; password?: string },
): Promise<void> {
  if (aal === 'aal2') return;
  const phone = body.phone?.replace(/^\+/, '');
  const changes =
    body.password !== undefined ||
    (body.email !== undefined && body.email.toLowerCase() !== user.email) ||
    (Boolean(phone) && phone !== user.phone);
  if (!changes) return;
  const factors = await listFactors(ctx.pool, user.id);
  if (factors.some((f) => f.status === 'verified')) {
    throw authErrors.insufficientAal(
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }
}

/**
 * A password is changed with the current one, so a borrowed session cannot lock the owner out.
 * Two cases have no current password to give: accounts that never had one (magic link, OAuth)
 * and sessions opened by a recovery link, which prove ownership of the e-mail address instead.
 */
async function checkCurrentPassword(
  ctx: AuthContext,
  user: UserRow,
  currentPassword: string | undefined,
  amr: unknown,
): Promise<void> {
  const storedHash = user.encrypted_password;
  if (!storedHash) return;
  const methods = Array.isArray(amr)
    ? amr.map((entry: unknown) => (entry as { method?: unknown } | null)?.method)
    : [];
  if (currentPassword === undefined) {
    if (methods.includes('recovery')) return;
    throw authErrors.currentPasswordRequired();
  }
  // Guessing it through a borrowed session meets the same pause as guessing at sign-in.
  const account = user.email || user.id;
  throttleAccount(ctx.accounts.password, account);
  if (!(await verifyPassword(storedHash, currentPassword)))
    throw authErrors.currentPasswordMismatch();
  ctx.accounts.password.succeeded(account);
}

const scopeSchema = z.enum(['global', 'local', 'others'], {
  error: 'scope must be global, local or others',
});

/** POST /logout?scope=global|local|others */
export const logout: AuthHandler = async (ctx, req) => {
  const { user, claims } = callerOf(req);
  const scope = scopeSchema.safeParse(req.query.get('scope') ?? 'global');
  if (!scope.success) throw authErrors.validation(scope.error.issues[0]!.message);
  await ctx.sessions.logout(user.id, claims.session_id, scope.data);
  return { status: 204, after: recordAudit(ctx, req, user, 'logout') };
};

/** DELETE /user/identities/{identity_id}: unlinks a provider, never the last one. */
export const deleteIdentity: AuthHandler = async (ctx, req) => {
  const { user } = callerOf(req);
  const id = req.path.split('/')[3] ?? '';
  if (!z.uuid().safeParse(id).success) throw authErrors.identityNotFound();
  const identities = await listIdentities(ctx.pool, user.id);
  const target = identities.find((i) => i.id === id);
  if (!target) throw authErrors.identityNotFound();
  if (identities.length <= 1) throw authErrors.singleIdentity();
  await ctx.pool.query('delete from auth.identities where id = $1 and user_id = $2', [id, user.id]);
  await ctx.pool.query(
    `update auth.users set raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
       (select coalesce(jsonb_agg(distinct provider), '[]'::jsonb) from auth.identities where user_id = $1)), updated_at = now()
     where id = $1`,
    [user.id],
  );
  return {
    status: 200,
    body: {},
    after: recordAudit(ctx, req, user, 'identity_unlinked', {
      identity_id: target.id,
      provider: target.provider,
      provider_id: target.provider_id,
    }),
  };
};
