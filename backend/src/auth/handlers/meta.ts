import { KNOWN_OAUTH_PROVIDERS } from '../../config/stack-config';
import type { AuthHandler } from '../auth-context';

/** GET /settings: what auth-js and the login page may offer. */
export const settings: AuthHandler = async (ctx) => {
  const external: Record<string, boolean> = {
    email: true,
    phone: ctx.settings.phoneEnabled,
    anonymous_users: ctx.settings.anonymousSignIns,
  };
  for (const provider of KNOWN_OAUTH_PROVIDERS)
    external[provider] = provider in ctx.settings.oauthProviders;
  return {
    status: 200,
    body: {
      external,
      disable_signup: ctx.settings.disableSignup,
      mailer_autoconfirm: ctx.settings.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      password_min_length: ctx.settings.passwordMinLength,
    },
  };
};

/** GET /.well-known/jwks.json: lets clients and PostgREST verify access tokens locally. */
export const jwks: AuthHandler = async (ctx) => ({
  status: 200,
  body: ctx.keys.jwks,
  headers: { 'Cache-Control': 'public, max-age=600' },
});

export const health: AuthHandler = async () => ({
  status: 200,
  body: {
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue-compatible auth of the local stack',
  },
});
