import { z } from 'zod';
import { IMAGE_MODEL_MESSAGE, IMAGE_MODELS } from '../_shared/ai-models';
import type { TakeAiRateLimit } from '../_shared/ai-rate-limit';
import type { AiRequestContext } from '../_shared/ai-request';
import { recordAiUsage, type AiOutcome } from '../_shared/ai-usage';
import { runInBackground } from '../_shared/background';
import { errorJson, readJsonObject } from '../_shared/http';
import { ProviderCall, providerTimeoutMessage, readLimitedText } from '../_shared/provider-call';

const requestShape = z.object({
  model: z
    .string({ error: IMAGE_MODEL_MESSAGE })
    .refine((m) => (IMAGE_MODELS as readonly string[]).includes(m), {
      error: IMAGE_MODEL_MESSAGE,
    }),
  prompt: z
    .string({ error: 'Prompt is required' })
    .trim()
    .min(1, 'Prompt is required')
    .max(4000, 'Prompt must be at most 4000 characters'),
  n: z
    .number({ error: 'n must be a whole number from 1 to 10' })
    .int('n must be a whole number from 1 to 10')
    .min(1, 'n must be a whole number from 1 to 10')
    .max(10, 'n must be a whole number from 1 to 10')
    .default(1),
  response_format: z
    .enum(['url', 'b64_json'], { error: 'response_format must be url or b64_json' })
    .default('url'),
});

/** POST images/generations with {model, prompt, n = 1, response_format = url}. */
export async function imageGenerations(
  req: Request,
  ctx: AiRequestContext,
  takeRateLimit: TakeAiRateLimit,
): Promise<Response> {
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;
  const parsed = requestShape.safeParse(body.value);
  if (!parsed.success) return errorJson(400, 'invalid_request', parsed.error.issues[0]!.message);
  const limited = takeRateLimit(ctx.config);
  if (limited) return limited;

  const request = parsed.data;
  const startedAt = Date.now();
  const meter = (outcome: AiOutcome) =>
    runInBackground('AI usage', () =>
      recordAiUsage({
        userId: ctx.user.id,
        feature: 'grok_image',
        model: request.model,
        promptTokens: 0,
        completionTokens: 0,
        latencyMs: Date.now() - startedAt,
        outcome,
      }),
    );

  const call = new ProviderCall(ctx.config, ctx.key, req.signal);
  const sent = await call.send('/images/generations', { method: 'POST', body: request });
  if (sent.kind !== 'response') {
    meter(sent.kind === 'unreachable' ? 'error' : sent.kind);
    if (sent.kind === 'timeout')
      return errorJson(504, 'provider_timeout', providerTimeoutMessage(ctx.config));
    if (sent.kind === 'cancelled')
      return errorJson(499, 'client_closed', 'The request was cancelled');
    return errorJson(
      502,
      'provider_unreachable',
      'Image generation failed: could not reach the AI provider',
    );
  }
  try {
    const text = await readLimitedText(sent.response, 16 * 1024 * 1024);
    if (!sent.response.ok) {
      meter('error');
      // product §8: the client shows "Image generation failed: {body}".
      return errorJson(
        sent.response.status >= 500 ? 502 : sent.response.status,
        'image_generation_failed',
        `Image generation failed: ${text.slice(0, 2000)}`,
        { 'X-Provider-Status': String(sent.response.status) },
      );
    }
    meter('ok');
    return new Response(text, {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' },
    });
  } catch {
    const reason = call.endReason;
    meter(reason ?? 'error');
    return reason === 'timeout'
      ? errorJson(504, 'provider_timeout', providerTimeoutMessage(ctx.config))
      : errorJson(
          502,
          'provider_disconnected',
          'Image generation failed: the AI provider closed the connection',
        );
  } finally {
    call.release();
  }
}
