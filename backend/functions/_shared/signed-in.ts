import { createMiddleware } from 'hono/factory';
import { authenticate, type SignedInUser } from './auth-user';

/** What `signedIn` (and `aiRequest`) give the rest of the route. */
export interface SignedInVariables {
  user: SignedInUser;
}

/**
 * Only a signed-in user whose account may act now gets past (see `authenticate`); anyone else
 * gets the 401 (or 403/503) before the route reads the body. `message` is what a caller without
 * a token is told, in the words of the feature it tried to use.
 */
export const signedIn = (message?: string) =>
  createMiddleware<{ Variables: SignedInVariables }>(async (c, next) => {
    const auth = await authenticate(c.req.raw, message);
    if (!auth.ok) return auth.response;
    c.set('user', auth.user);
    await next();
  });
