import { z } from 'zod';
import type { AiRequestContext } from '../_shared/ai-request';
import { FALLBACK_MODELS } from '../_shared/ai-models';
import { json } from '../_shared/http';
import { ProviderCall } from '../_shared/provider-call';

const modelList = z.object({
  data: z.array(z.object({ id: z.string() }).loose()),
});

const asList = (ids: readonly string[], fallback: boolean) => ({
  object: 'list',
  fallback,
  data: ids.map((id) => ({ id, object: 'model', owned_by: 'xai' })),
});

/**
 * GET models: the provider's grok-* models. Any failure to ask (network, error status, an
 * answer of the wrong shape) yields product §8's fallback list instead of an error.
 */
export async function listModels(req: Request, ctx: AiRequestContext): Promise<Response> {
  const call = new ProviderCall(ctx.config, ctx.key, req.signal);
  const fallback = () => json(asList(FALLBACK_MODELS, true));
  const sent = await call.send('/models', { method: 'GET' });
  if (sent.kind !== 'response') return fallback();
  try {
    if (!sent.response.ok) {
      await sent.response.body?.cancel();
      return fallback();
    }
    const parsed = modelList.safeParse(await sent.response.json());
    if (!parsed.success) return fallback();
    const ids = [
      ...new Set(parsed.data.data.map((m) => m.id).filter((id) => id.startsWith('grok-'))),
    ];
    return ids.length > 0 ? json(asList(ids, false)) : fallback();
  } catch {
    return fallback();
  } finally {
    call.release();
  }
}
