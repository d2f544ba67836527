import { z } from 'zod';
import { recordAudit, SERVICE_ROLE_ACTOR } from '../audit-log';
import { AuthApiError, authErrors } from '../auth-errors';
import {
  checkPasswordStrength,
  emailSchema,
  metadataSchema,
  parseBody,
  type AuthContext,
  type AuthHandler,
  type AuthRequest,
} from '../auth-context';
import { createUser, findUserByEmail } from '../auth-store';
import type { OneTimeTokenType } from '../one-time-tokens';
import { hashPassword } from '../password-hash';
import { resolveRedirect } from '../redirects';
import type { UserRow } from '../user-json';
import { fullUserJson } from './admin-users';

const linkTypes = z.enum(
  ['signup', 'magiclink', 'recovery', 'invite', 'email_change_current', 'email_change_new'],
  {
    error:
      'type must be one of signup, magiclink, recovery, invite, email_change_current, email_change_new',
  },
);

const generateSchema = z.object({
  type: linkTypes,
  email: emailSchema,
  new_email: emailSchema.optional(),
  password: z.string().max(256, 'Password is too long').optional(),
  data: metadataSchema.nullish(),
  redirect_to: z.string().max(2048).optional(),
});

/** GoTrue's redirect: the body's `redirect_to` when allowed, else the query's, else the site. */
function redirectOf(ctx: AuthContext, req: AuthRequest, fromBody?: string): string {
  const urls = ctx.urls();
  const fallback = resolveRedirect(req.query.get('redirect_to'), urls);
  if (!fromBody) return fallback;
  const resolved = resolveRedirect(fromBody, urls);
  return resolved === resolveRedirect(null, urls) ? fallback : resolved;
}

/**
 * Issues a one-time token as the mailed links do (see email-links.ts), without mailing it: the
 * link to /auth/v1/verify, the 6-digit code, and the token POST /verify takes as `token_hash`.
 */
async function issueLink(
  ctx: AuthContext,
  input: {
    userId: string;
    tokenType: OneTimeTokenType;
    linkType: string;
    email: string;
    redirectTo: string;
  },
) {
  const { linkToken, code } = await ctx.tokens.issue({
    userId: input.userId,
    type: input.tokenType,
    email: input.email,
    lifetimeSeconds: ctx.settings.otpExpirySeconds,
    redirectTo: input.redirectTo,
  });
  const link = new URL(`${ctx.urls().api.replace(/\/$/, '')}/auth/v1/verify`);
  link.searchParams.set('token', linkToken);
  link.searchParams.set('type', input.linkType);
  link.searchParams.set('redirect_to', input.redirectTo);
  return { actionLink: link.toString(), code, linkToken };
}

const SENT_AT: Record<OneTimeTokenType, string> = {
  signup: 'confirmation_sent_at',
  magiclink: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
};

async function markSent(ctx: AuthContext, userId: string, type: OneTimeTokenType, invite = false) {
  await ctx.pool.query(
    `update auth.users set ${SENT_AT[type]} = now()${invite ? ', invited_at = now()' : ''} where id = $1`,
    [userId],
  );
}

/** An invited or signed-up account: a new one is created, an unconfirmed one is reused. */
async function unconfirmedAccount(
  ctx: AuthContext,
  email: string,
  existing: UserRow | undefined,
  input: { passwordHash: string | null; metadata?: Record<string, unknown> | null },
): Promise<UserRow> {
  if (existing) {
    if (existing.email_confirmed_at) throw authErrors.emailExists();
    if (input.metadata)
      await ctx.pool.query(
        `update auth.users set raw_user_meta_data = jsonb_strip_nulls(raw_user_meta_data || $2::jsonb),
           updated_at = now() where id = $1`,
        [existing.id, JSON.stringify(input.metadata)],
      );
    return existing;
  }
  return createUser(ctx.pool, {
    email,
    passwordHash: input.passwordHash,
    userMetadata: input.metadata ?? {},
    confirmed: false,
    provider: 'email',
  });
}

const userNotFound = () =>
  new AuthApiError(404, 'user_not_found', 'User with this email not found');

/**
 * POST /admin/generate_link: the link (and code) a mail would carry, answered to the caller with
 * the account, and mailed to no one. As GoTrue: a magic link for an unknown address signs it up;
 * recovery and e-mail change need an account; email_change_current needs secure e-mail change,
 * which this stack does not use (the new address alone confirms a change).
 */
export const adminGenerateLink: AuthHandler = async (ctx, req) => {
  const body = parseBody(generateSchema, req.body);
  const email = body.email.toLowerCase();
  const redirectTo = redirectOf(ctx, req, body.redirect_to);
  let type: z.infer<typeof linkTypes> = body.type;
  let user = await findUserByEmail(ctx.pool, email);
  if (!user && type === 'magiclink') type = 'signup';
  if (!user && ['recovery', 'email_change_current', 'email_change_new'].includes(type))
    throw userNotFound();

  let issued: Awaited<ReturnType<typeof issueLink>>;
  switch (type) {
    case 'signup': {
      // A magic link for a new address signs it up without a password; a signup link needs one.
      if (!user && body.type === 'signup') {
        if (!body.password)
          throw new AuthApiError(422, 'validation_failed', 'Signup requires a valid password');
        checkPasswordStrength(ctx, body.password);
      }
      user = await unconfirmedAccount(ctx, email, user, {
        passwordHash: body.password ? await hashPassword(body.password) : null,
        metadata: body.data,
      });
      issued = await issueLink(ctx, {
        userId: user.id,
        tokenType: 'signup',
        linkType: 'signup',
        email,
        redirectTo,
      });
      await markSent(ctx, user.id, 'signup');
      break;
    }
    case 'invite': {
      user = await unconfirmedAccount(ctx, email, user, {
        passwordHash: null,
        metadata: body.data,
      });
      issued = await issueLink(ctx, {
        userId: user.id,
        tokenType: 'signup',
        linkType: 'invite',
        email,
        redirectTo,
      });
      await markSent(ctx, user.id, 'signup', true);
      break;
    }
    case 'magiclink':
    case 'recovery': {
      issued = await issueLink(ctx, {
        userId: user!.id,
        tokenType: type,
        linkType: type,
        email,
        redirectTo,
      });
      await markSent(ctx, user!.id, type);
      break;
    }
    case 'email_change_current':
      throw authErrors.validation('Enable secure email change to generate link for current email');
    case 'email_change_new': {
      if (!body.new_email) throw authErrors.validation('An email address is required');
      const newEmail = body.new_email.toLowerCase();
      const other = await findUserByEmail(ctx.pool, newEmail);
      if (other && other.id !== user!.id) throw authErrors.emailExists();
      await ctx.pool.query('update auth.users set email_change = $2 where id = $1', [
        user!.id,
        newEmail,
      ]);
      issued = await issueLink(ctx, {
        userId: user!.id,
        tokenType: 'email_change',
        linkType: 'email_change',
        email: newEmail,
        redirectTo,
      });
      await markSent(ctx, user!.id, 'email_change');
      break;
    }
  }
  return {
    status: 200,
    body: {
      ...(await fullUserJson(ctx, user!.id)),
      action_link: issued.actionLink,
      email_otp: issued.code,
      hashed_token: issued.linkToken,
      verification_type: type,
      redirect_to: redirectTo,
    },
  };
};

const inviteSchema = z.object({ email: emailSchema, data: metadataSchema.nullish() });

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function inviteMail(to: string, link: string, code: string) {
  const lead =
    'You have been invited to create an account. Follow the link to accept the invitation.';
  return {
    to,
    subject: 'You have been invited',
    text: `${lead}\n\nAccept the invitation: ${link}\n\nOr enter this code: ${code}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>
<p>Or enter this code: <strong>${code}</strong></p>
</body></html>`,
  };
}

/**
 * POST /invite (service role): creates the account if the address has none (an unconfirmed one
 * is invited again; a confirmed one is GoTrue's 422 email_exists) and mails it an invite link,
 * which signs the user in; they then choose a password with PUT /user.
 */
export const invite: AuthHandler = async (ctx, req) => {
  const body = parseBody(inviteSchema, req.body);
  const email = body.email.toLowerCase();
  const redirectTo = redirectOf(ctx, req);
  const existing = await findUserByEmail(ctx.pool, email);
  const user = await unconfirmedAccount(ctx, email, existing, {
    passwordHash: null,
    metadata: body.data,
  });
  const issued = await issueLink(ctx, {
    userId: user.id,
    tokenType: 'signup',
    linkType: 'invite',
    email,
    redirectTo,
  });
  try {
    await ctx.mailer.send(inviteMail(email, issued.actionLink, issued.code));
  } catch (error) {
    ctx.log.error(`sending invite mail failed: ${String(error)}`);
    throw new AuthApiError(500, 'unexpected_failure', 'Error sending invite email');
  }
  await markSent(ctx, user.id, 'signup', true);
  return {
    status: 200,
    body: await fullUserJson(ctx, user.id),
    after: recordAudit(ctx, req, SERVICE_ROLE_ACTOR, 'user_invited', {
      user_id: user.id,
      user_email: email,
    }),
  };
};
