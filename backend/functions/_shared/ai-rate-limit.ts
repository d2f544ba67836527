import { createMiddleware } from 'hono/factory';
import type { AiConfig } from './ai-config';
import type { SignedInUser } from './auth-user';
import { errorJson } from './http';
import { aiRateLimiter } from './rate-limit';

/** Counts one AI call against the user's budget: null if within it, else the 429 to answer. */
export type TakeAiRateLimit = (
  config: Pick<AiConfig, 'rateLimitMax' | 'rateLimitWindowMs'>,
) => Response | null;

export interface AiRateLimitVariables {
  takeAiRateLimit: TakeAiRateLimit;
}

function take(
  user: SignedInUser,
  { rateLimitMax, rateLimitWindowMs }: Pick<AiConfig, 'rateLimitMax' | 'rateLimitWindowMs'>,
): Response | null {
  const result = aiRateLimiter.take(user.id, rateLimitMax, rateLimitWindowMs);
  if (result.allowed) return null;
  return errorJson(
    429,
    'rate_limited',
    `Too many AI requests: the limit is ${rateLimitMax} per ${Math.round(rateLimitWindowMs / 1000)} seconds. Try again in ${result.retryAfterSeconds} seconds.`,
    { 'Retry-After': String(result.retryAfterSeconds) },
  );
}

/**
 * The route spends the signed-in user's AI budget (one per instance, shared by every AI
 * feature). The handler takes it, through `c.var.takeAiRateLimit`, once the request is known to
 * be worth answering: a malformed request or an unknown chat costs the provider nothing and must
 * not use up the budget, and that is known only after the body is read. Comes after `signedIn`
 * or `aiRequest`, whose user it counts.
 */
export const aiRateLimit = createMiddleware<{
  Variables: AiRateLimitVariables & { user: SignedInUser };
}>(async (c, next) => {
  const user = c.get('user') as SignedInUser | undefined;
  if (!user) throw new Error('aiRateLimit needs signedIn or aiRequest before it in the route');
  c.set('takeAiRateLimit', (config) => take(user, config));
  await next();
});
