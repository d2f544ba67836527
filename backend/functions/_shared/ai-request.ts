import { loadAiConfig, type AiConfig } from './ai-config';
import { authenticate, type SignedInUser } from './auth-user';
import { errorJson } from './http';
import { resolveProviderKey } from './provider-key';
import { aiRateLimiter } from './rate-limit';

export interface AiRequestContext {
  config: AiConfig;
  user: SignedInUser;
  key: string;
  keySource: 'server' | 'user';
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
  const auth = await authenticate(req);
  if (!auth.ok) return auth;
  const key = resolveProviderKey(req, loaded.config);
  if (!key.ok) return key;
  return {
    ok: true,
    ctx: { config: loaded.config, user: auth.user, key: key.key, keySource: key.source },
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
