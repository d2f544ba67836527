import { z } from 'zod';
import type { OAuthProviderConfig } from '../../config/stack-config';
import { AuthApiError, authErrors } from '../auth-errors';
import type { AuthContext, AuthHandler, AuthRequest } from '../auth-context';
import { addIdentity, createUser, findUserByEmail } from '../auth-store';
import { writeAudit } from '../audit-log';
import { createAuthCode } from '../flow-state';
import { adoptLinkedEmail } from '../identity-linking';
import { resolveRedirect, withParams } from '../redirects';
import { randomToken, sha256 } from '../secure-random';

const callbackUrl = (ctx: AuthContext) => `${ctx.urls().api.replace(/\/$/, '')}/auth/v1/callback`;

/** GET /authorize?provider=…: starts an OAuth login with a provider enabled by environment. */
export const authorize: AuthHandler = async (ctx, req) => ({
  redirect: await providerAuthorizeUrl(ctx, req),
});

/**
 * The provider's authorize URL for this request, with a fresh state; `linkTo` names the account
 * the identity is to join (linkIdentity) rather than sign in with.
 */
export async function providerAuthorizeUrl(
  ctx: AuthContext,
  req: AuthRequest,
  linkTo?: string,
): Promise<string> {
  const name = req.query.get('provider') ?? '';
  const provider = ctx.settings.oauthProviders[name];
  if (!provider) {
    if (!name) throw authErrors.validation('Unsupported provider: missing provider');
    throw authErrors.providerDisabled(name.slice(0, 40));
  }
  const challenge = req.query.get('code_challenge');
  const challengeMethod = req.query.get('code_challenge_method');
  if (
    challenge &&
    (challenge.length > 128 || !['s256', 'S256', 'plain'].includes(challengeMethod ?? ''))
  ) {
    throw authErrors.validation('Invalid code_challenge or code_challenge_method');
  }
  const state = randomToken();
  await ctx.pool.query(
    `insert into auth.flow_state (kind, secret_hash, provider, authentication_method, code_challenge, code_challenge_method, redirect_to, user_id, expires_at)
     values ('oauth_state', $1, $2, 'oauth', $3, $4, $5, $6, now() + interval '10 minutes')`,
    [
      sha256(state),
      provider.name,
      challenge,
      challengeMethod?.toLowerCase() ?? null,
      resolveRedirect(req.query.get('redirect_to'), ctx.urls()),
      linkTo ?? null,
    ],
  );
  const target = new URL(provider.authorizeUrl);
  target.searchParams.set('client_id', provider.clientId);
  target.searchParams.set('redirect_uri', callbackUrl(ctx));
  target.searchParams.set('response_type', 'code');
  target.searchParams.set(
    'scope',
    [provider.scopes, req.query.get('scopes') ?? ''].join(' ').trim(),
  );
  target.searchParams.set('state', state);
  return target.toString();
}

const providerProfile = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    sub: z.string().optional(),
    email: z.string().email().nullish(),
    email_verified: z.boolean().optional(),
    name: z.string().nullish(),
    login: z.string().nullish(),
    avatar_url: z.string().nullish(),
    picture: z.string().nullish(),
  })
  .loose();

async function fetchProfile(provider: OAuthProviderConfig, code: string, redirectUri: string) {
  const tokenRes = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      code,
      redirect_uri: redirectUri,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const tokenBody = z
    .object({ access_token: z.string().min(1) })
    .safeParse(await tokenRes.json().catch(() => null));
  if (!tokenRes.ok || !tokenBody.success)
    throw new AuthApiError(
      400,
      'bad_oauth_callback',
      'The provider refused the authorization code',
    );
  const profileRes = await fetch(provider.userInfoUrl, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${tokenBody.data.access_token}` },
    signal: AbortSignal.timeout(10_000),
  });
  const profile = providerProfile.safeParse(await profileRes.json().catch(() => null));
  const providerId = profile.success ? String(profile.data.sub ?? profile.data.id ?? '') : '';
  if (!profileRes.ok || !profile.success || !providerId) {
    throw new AuthApiError(
      400,
      'bad_oauth_callback',
      'The provider did not return a usable profile',
    );
  }
  return { providerId, ...profile.data };
}

/** GET /callback: the provider sends the browser back here with a code and our state. */
export const callback: AuthHandler = async (ctx, req) => {
  const stateValue = req.query.get('state') ?? '';
  const { rows } = await ctx.pool.query<{
    id: string;
    provider: string;
    redirect_to: string;
    code_challenge: string | null;
    code_challenge_method: string | null;
    user_id: string | null;
  }>(
    `update auth.flow_state set used_at = now()
     where kind = 'oauth_state' and secret_hash = $1 and used_at is null and expires_at > now()
     returning id, provider, redirect_to, code_challenge, code_challenge_method, user_id`,
    [sha256(stateValue)],
  );
  const flow = rows[0];
  const site = resolveRedirect(null, ctx.urls());
  if (!flow) {
    return {
      redirect: withParams(
        site,
        {
          error: 'invalid_request',
          error_code: 'bad_oauth_state',
          error_description: 'OAuth state is invalid or expired',
        },
        'hash',
      ),
    };
  }
  const fail = (code: string, description: string) => ({
    redirect: withParams(
      flow.redirect_to,
      { error: 'access_denied', error_code: code, error_description: description },
      'hash',
    ),
  });
  const provider = ctx.settings.oauthProviders[flow.provider];
  const code = req.query.get('code');
  if (!provider) return fail('provider_disabled', 'Provider is no longer enabled');
  if (!code)
    return fail(
      'bad_oauth_callback',
      req.query.get('error_description') ?? 'The provider returned no code',
    );

  let profile: Awaited<ReturnType<typeof fetchProfile>>;
  try {
    profile = await fetchProfile(provider, code, callbackUrl(ctx));
  } catch (error) {
    return fail(
      'bad_oauth_callback',
      error instanceof AuthApiError ? error.message : 'The provider could not be reached',
    );
  }
  const identityData = {
    sub: profile.providerId,
    email: profile.email ?? undefined,
    email_verified: profile.email_verified ?? Boolean(profile.email),
    name: profile.name ?? profile.login ?? undefined,
    avatar_url: profile.avatar_url ?? profile.picture ?? undefined,
    provider_id: profile.providerId,
  };
  const linked = await ctx.pool.query<{ user_id: string }>(
    'select user_id from auth.identities where provider = $1 and provider_id = $2',
    [provider.name, profile.providerId],
  );
  let userId = linked.rows[0]?.user_id;
  if (flow.user_id) {
    // linkIdentity: the identity joins the account that asked, unless another account has it.
    if (userId && userId !== flow.user_id)
      return fail('identity_already_exists', 'Identity is already linked to another user');
    userId = flow.user_id;
  } else if (!userId) {
    if (!profile.email)
      return fail('email_address_not_provided', 'The provider did not share an e-mail address');
    // Link by e-mail only when the provider vouches for the address.
    const existing = await findUserByEmail(ctx.pool, profile.email);
    if (existing && identityData.email_verified) {
      userId = existing.id;
    } else if (existing) {
      return fail(
        'email_exists',
        'An account with this e-mail already exists; sign in and link the provider',
      );
    } else {
      const user = await createUser(ctx.pool, {
        email: profile.email,
        passwordHash: null,
        userMetadata: { full_name: identityData.name, avatar_url: identityData.avatar_url },
        confirmed: identityData.email_verified,
        provider: provider.name,
        providerId: profile.providerId,
        identityData,
      });
      userId = user.id;
    }
  }
  await addIdentity(ctx.pool, {
    userId,
    provider: provider.name,
    providerId: profile.providerId,
    identityData,
  });
  if (flow.user_id) {
    const refused = await adoptLinkedEmail(ctx, userId, {
      email: profile.email,
      emailVerified: identityData.email_verified,
      provider: provider.name,
    });
    if (refused) return fail(refused, 'A user with this email address has already been registered');
    await writeAudit(ctx, req.ip, { id: userId }, 'identity_linked', {
      provider: provider.name,
      provider_id: profile.providerId,
    });
  }
  if (flow.code_challenge && flow.code_challenge_method) {
    const authCode = await createAuthCode(ctx.pool, {
      userId,
      method: 'oauth',
      codeChallenge: flow.code_challenge,
      codeChallengeMethod: flow.code_challenge_method,
    });
    return { redirect: withParams(flow.redirect_to, { code: authCode }, 'query') };
  }
  const session = await ctx.sessions.start(userId, 'oauth', {
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });
  return {
    redirect: withParams(
      flow.redirect_to,
      {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        provider_token: '',
      },
      'hash',
    ),
  };
};
