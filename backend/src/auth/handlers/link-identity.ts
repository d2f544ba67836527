import { authErrors } from '../auth-errors';
import { callerOf, type AuthHandler } from '../auth-context';
import { providerAuthorizeUrl } from './oauth';

/**
 * GET /user/identities/authorize?provider=… (supabase-js `linkIdentity`): the provider's
 * authorize URL for a signed-in user; the callback then adds the identity to that account (an
 * anonymous account becomes permanent with the provider's verified address).
 * supabase-js asks with `skip_http_redirect=true` and gets `{ url }`; a browser is redirected.
 */
export const linkIdentity: AuthHandler = async (ctx, req) => {
  if (!ctx.settings.manualLinking) throw authErrors.manualLinkingDisabled();
  const { user } = callerOf(req);
  const url = await providerAuthorizeUrl(ctx, req, user.id);
  if (req.query.get('skip_http_redirect') === 'true') return { status: 200, body: { url } };
  return { redirect: url };
};
