import { loadAiConfig, type AiConfig } from './ai-config';
import { authenticateOverlapped, type SignedInUser } from './auth-user';
import { errorJson } from './http';
import { resolveProviderKey } from './provider-key';
import { aiRateLimiter } from './rate-limit';

export interface AiRequestContext {
  config: AiConfig;
  user: SignedInUser;
  key: string;
  keySource: 'server' | 'user';
  /**
   * Settles with the account check (deleted account, ended session, second step not passed):
   * null if the user may go on, else the answer to send instead. A handler may start its
   * provider request meanwhile, but must await this before answering anything.
   */
  accountRefusal: Promise<Response | null>;
}

/** The checks every AI call starts with: configuration, a signed-in user, then a provider key. */
export async function beginAiRequest(
  req: Request,
): Promise<{ ok: true; ctx: AiRequestContext } | { ok: false; response: Response }> {
  const loaded = loadAiConfig();
  if (!loaded.ok) {
    return {
      ok: false,
      response: errorJson(
        503,
        'ai_misconfigured',
        `The AI service is misconfigured: ${loaded.message}`,
      ),
    };
  }
  // The account check is a round trip to the auth service; it runs while the provider is asked,
  // which hides it behind the provider's own latency.
  const auth = await authenticateOverlapped(req);
  if (!auth.ok) return auth;
  const key = resolveProviderKey(req, loaded.config);
  if (!key.ok) {
    // A refused account hears that first, not that a key is missing.
    return { ok: false, response: (await auth.refusal) ?? key.response };
  }
  return {
    ok: true,
    ctx: {
      config: loaded.config,
      user: auth.user,
      key: key.key,
      keySource: key.source,
      accountRefusal: auth.refusal,
    },
  };
}

/** Counts one AI call against the user's budget; a refusal is a 429 saying when to retry. */
export function takeRateLimit(ctx: Pick<AiRequestContext, 'config' | 'user'>): Response | null {
  const { rateLimitMax, rateLimitWindowMs } = ctx.config;
  const result = aiRateLimiter.take(ctx.user.id, rateLimitMax, rateLimitWindowMs);
  if (result.allowed) return null;
  return errorJson(
    429,
    'rate_limited',
    `Too many AI requests: the limit is ${rateLimitMax} per ${Math.round(rateLimitWindowMs / 1000)} seconds. Try again in ${result.retryAfterSeconds} seconds.`,
    { 'Retry-After': String(result.retryAfterSeconds) },
  );
}
