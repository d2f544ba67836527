import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { OAuthProviderConfig } from '../../config/stack-config';
import { AuthApiError, authErrors } from '../auth-errors';
import {
  parseBody,
  requireUser,
  type AuthContext,
  type AuthHandler,
  type AuthRequest,
} from '../auth-context';
import { addIdentity, createUser, findUserByEmail } from '../auth-store';
import { recordAudit } from '../audit-log';
import { adoptLinkedEmail } from '../identity-linking';

/** GoTrue answers problems with the ID token itself as OAuth errors: `error` and a description. */
class OAuthGrantError extends AuthApiError {
  constructor(error: string, description: string) {
    super(400, error, description);
  }

  override toBody(): Record<string, unknown> {
    return { error: this.code, error_description: this.message };
  }
}

/** The issuers GoTrue knows by provider name, for its "not enabled" answer. */
const KNOWN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  keycloak: '',
  snapchat: 'https://accounts.snapchat.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
};

const idTokenSchema = z.object({
  id_token: z
    .string()
    .max(16 * 1024)
    .optional(),
  provider: z.string().max(100).optional(),
  nonce: z.string().max(1024).optional(),
  access_token: z
    .string()
    .max(16 * 1024)
    .optional(),
  link_identity: z.boolean().optional(),
});

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySetOf = (url: string) => {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 10_000 });
    keySets.set(url, set);
  }
  return set;
};

function oidcProvider(
  ctx: AuthContext,
  name: string,
): OAuthProviderConfig & { issuer: string; jwksUrl: string } {
  const provider = ctx.settings.oauthProviders[name];
  if (provider?.issuer && provider.jwksUrl)
    return provider as OAuthProviderConfig & { issuer: string; jwksUrl: string };
  if (name in KNOWN_ISSUERS)
    throw new AuthApiError(
      400,
      'provider_disabled',
      `Provider (issuer "${provider?.issuer ?? KNOWN_ISSUERS[name]}") is not enabled`,
    );
  throw authErrors.validation(`Custom OIDC provider "${name.slice(0, 40)}" not allowed`);
}

async function verifyIdToken(
  provider: OAuthProviderConfig & { issuer: string; jwksUrl: string },
  idToken: string,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(idToken, keySetOf(provider.jwksUrl), {
      issuer: provider.issuer,
      audience: provider.clientId,
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'aud') {
      const aud = error.payload.aud;
      const list = Array.isArray(aud) ? aud : aud === undefined ? [] : [aud];
      throw new OAuthGrantError(
        'invalid request',
        `Unacceptable audience in id_token: [${list.join(' ')}]`,
      );
    }
    throw new OAuthGrantError('invalid request', 'Bad ID token');
  }
}

/** GoTrue's nonce rule: both or neither, and the token carries the SHA-256 of the raw nonce. */
function checkNonce(provider: string, tokenNonce: unknown, rawNonce: string | undefined) {
  if (provider === 'facebook') return;
  const inToken = typeof tokenNonce === 'string' && tokenNonce !== '';
  if (inToken !== Boolean(rawNonce))
    throw new OAuthGrantError(
      'invalid request',
      'Passed nonce and nonce in id_token should either both exist or not.',
    );
  if (inToken && createHash('sha256').update(rawNonce!).digest('hex') !== tokenNonce)
    throw new OAuthGrantError('invalid nonce', 'Nonces mismatch');
}

/** The account the verified identity belongs to: already linked, the caller's, by e-mail, or new. */
async function accountFor(
  ctx: AuthContext,
  req: AuthRequest,
  provider: string,
  claims: JWTPayload & { sub: string },
  linkIdentity: boolean,
): Promise<string> {
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  const identityData = {
    iss: claims.iss,
    sub: claims.sub,
    email,
    email_verified: emailVerified,
    name: typeof claims.name === 'string' ? claims.name : undefined,
    avatar_url: typeof claims.picture === 'string' ? claims.picture : undefined,
    provider_id: claims.sub,
  };
  const linked = await ctx.pool.query<{ user_id: string }>(
    'select user_id from auth.identities where provider = $1 and provider_id = $2',
    [provider, claims.sub],
  );
  let userId = linked.rows[0]?.user_id;
  if (linkIdentity) {
    if (!ctx.settings.manualLinking) throw authErrors.manualLinkingDisabled();
    const { user } = await requireUser(ctx, req);
    if (userId && userId !== user.id)
      throw new AuthApiError(
        422,
        'identity_already_exists',
        'Identity is already linked to another user',
      );
    userId = user.id;
  } else if (!userId) {
    if (!email)
      throw new AuthApiError(
        400,
        'email_address_not_provided',
        'Error getting user email from external provider',
      );
    const existing = await findUserByEmail(ctx.pool, email);
    // An address joins an existing account only when the provider vouches for it.
    if (existing && !emailVerified) throw authErrors.emailExists();
    userId =
      existing?.id ??
      (
        await createUser(ctx.pool, {
          email,
          passwordHash: null,
          userMetadata: { full_name: identityData.name, avatar_url: identityData.avatar_url },
          confirmed: emailVerified,
          provider,
          providerId: claims.sub,
          identityData,
        })
      ).id;
  }
  await addIdentity(ctx.pool, { userId, provider, providerId: claims.sub, identityData });
  if (linkIdentity) {
    const refused = await adoptLinkedEmail(ctx, userId, { email, emailVerified, provider });
    if (refused) throw authErrors.emailExists();
  }
  return userId;
}

/**
 * POST /token?grant_type=id_token (supabase-js `signInWithIdToken`): signs in with an OpenID
 * Connect ID token a provider issued to the app, checked against the provider's keys, issuer,
 * the app's client id as audience, expiry and, when given, the nonce.
 */
export const idTokenGrant: AuthHandler = async (ctx, req) => {
  const body = parseBody(idTokenSchema, req.body);
  if (!body.id_token) throw new OAuthGrantError('invalid request', 'id_token required');
  if (!body.provider)
    throw new OAuthGrantError('invalid request', 'provider or client_id and issuer required');
  const provider = oidcProvider(ctx, body.provider);
  const claims = await verifyIdToken(provider, body.id_token);
  if (!claims.sub) throw new OAuthGrantError('invalid request', 'Missing sub claim in id_token');
  checkNonce(provider.name, claims.nonce, body.nonce);
  const userId = await accountFor(
    ctx,
    req,
    provider.name,
    claims as JWTPayload & { sub: string },
    body.link_identity === true,
  );
  const session = await ctx.sessions.start(userId, 'oauth', {
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });
  return {
    status: 200,
    body: session,
    after: recordAudit(ctx, req, session.user, 'login', { provider: provider.name }),
  };
};
