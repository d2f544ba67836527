import { createMiddleware } from 'hono/factory';
import { loadAiConfig, type AiConfig } from './ai-config';
import { authenticateOverlapped, type SignedInUser } from './auth-user';
import { errorJson } from './http';
import { resolveProviderKey } from './provider-key';
import type { SignedInVariables } from './signed-in';

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
async function beginAiRequest(
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

/**
 * When the account check is awaited: 'first', before the handler; 'alongside' the handler,
 * whose answer is dropped if the account is refused (the chat, where the added latency is felt
 * on every message); 'by-handler', which awaits it itself (stored conversations, which store the
 * question meanwhile but ask the provider only after it). Image generations cost too much to
 * start for an account that may be refused.
 */
export type AccountCheck = 'first' | 'alongside' | 'by-handler';

export interface AiRequestVariables extends SignedInVariables {
  ai: AiRequestContext;
}

/**
 * An AI route: the service is configured, the caller signed in, a provider key at hand
 * (`c.var.ai`, whose user is also `c.var.user`). Any of them missing is answered here.
 */
export const aiRequest = ({ accountCheck }: { accountCheck: AccountCheck }) =>
  createMiddleware<{ Variables: AiRequestVariables }>(async (c, next) => {
    const begun = await beginAiRequest(c.req.raw);
    if (!begun.ok) return begun.response;
    c.set('ai', begun.ctx);
    c.set('user', begun.ctx.user);
    if (accountCheck === 'by-handler') return next();
    if (accountCheck === 'first') {
      const refusal = await begun.ctx.accountRefusal;
      return refusal ?? next();
    }
    const [, refusal] = await Promise.all([next(), begun.ctx.accountRefusal]);
    if (!refusal) return;
    // Nothing of the answer has been read: cancelling its body ends the provider call.
    await c.res.body?.cancel().catch(() => undefined);
    // Cleared first: Hono copies the headers of the response it replaces onto the new one, and
    // the refusal must not carry the answer's (an event stream's content headers).
    c.res = undefined;
    c.res = refusal;
  });
