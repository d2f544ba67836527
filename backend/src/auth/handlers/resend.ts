import { z } from 'zod';
import { authErrors } from '../auth-errors';
import {
  emailCooldown,
  emailSchema,
  parseBody,
  type AuthContext,
  type AuthHandler,
} from '../auth-context';
import { writeAudit } from '../audit-log';
import { findUserByEmail } from '../auth-store';
import { sendLinkMail } from '../email-links';
import { findUserByPhone, phoneSchema, sendPhoneCode, smsCooldown } from '../phone-codes';
import { pkceFields } from './signup';

const resendSchema = z.object({
  type: z.enum(['signup', 'email_change', 'sms', 'phone_change'], {
    error: 'Missing one of these types: signup, email_change, sms, phone_change',
  }),
  email: z.string().max(320).optional(),
  phone: z.string().max(32).optional(),
  ...pkceFields,
});

type ResendType = z.infer<typeof resendSchema>['type'];

/** GoTrue's checks, in its order and words. */
function target(ctx: AuthContext, body: z.infer<typeof resendSchema>) {
  if (!body.email && body.type === 'signup')
    throw authErrors.validation('Type provided requires an email address');
  if (!body.phone && body.type === 'sms')
    throw authErrors.validation('Type provided requires a phone number');
  if (body.email && body.phone)
    throw authErrors.validation('Only an email address or phone number should be provided.');
  if (body.email) return { email: parseBody(emailSchema, body.email).toLowerCase() };
  if (body.phone) {
    if (!ctx.settings.phoneEnabled)
      throw authErrors.phoneDisabled(400, 'Phone logins are disabled');
    return { phone: parseBody(phoneSchema, body.phone) };
  }
  throw authErrors.validation('Missing email address or phone number');
}

/**
 * POST /resend (supabase-js `resend`): sends the sign-up confirmation, the e-mail change, the
 * SMS code or the phone change code again. The answer is `{}` whether or not the address or
 * number has an account (or anything to resend), and leaves before either is looked up; the
 * resend cooldown of the address or number applies either way.
 */
export const resend: AuthHandler = async (ctx, req) => {
  const body = parseBody(resendSchema, req.body);
  const to = target(ctx, body);
  const kind: ResendType = body.type;
  if (to.email) emailCooldown(ctx, kind === 'signup' ? 'signup' : 'email_change', to.email);
  else smsCooldown(ctx, kind === 'sms' ? 'sms' : 'phone_change', to.phone!);
  const redirectTo = req.query.get('redirect_to');
  return {
    status: 200,
    body: {},
    after: {
      key: to.email ?? `phone:${to.phone}`,
      run: async () => {
        const user = to.email
          ? await findUserByEmail(ctx.pool, to.email)
          : await findUserByPhone(ctx.pool, to.phone!);
        if (!user) return;
        const pkce = {
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
        };
        switch (kind) {
          case 'signup':
            if (user.email_confirmed_at || !user.email) return;
            await writeAudit(ctx, req.ip, user, 'user_confirmation_requested');
            await sendLinkMail(ctx, {
              userId: user.id,
              type: 'signup',
              email: user.email,
              redirectTo,
              ...pkce,
            });
            return;
          case 'email_change':
            // The new address has its own cooldown since the change was asked for.
            if (!user.email_change || !mayResendTo(ctx, `email_change:${user.email_change}`))
              return;
            await sendLinkMail(ctx, {
              userId: user.id,
              type: 'email_change',
              email: user.email_change,
              redirectTo,
              ...pkce,
            });
            return;
          case 'sms':
            if (user.phone_confirmed_at || !user.phone) return;
            await writeAudit(ctx, req.ip, user, 'user_recovery_requested');
            await sendPhoneCode(ctx, { userId: user.id, type: 'sms', phone: user.phone });
            return;
          case 'phone_change':
            if (!user.phone_change || !mayResendTo(ctx, `sms-phone_change:${user.phone_change}`))
              return;
            await sendPhoneCode(ctx, {
              userId: user.id,
              type: 'phone_change',
              phone: user.phone_change,
            });
        }
      },
    },
  };
};

const mayResendTo = (ctx: AuthContext, key: string) => ctx.emailCooldown.tryStart(key) === 0;
