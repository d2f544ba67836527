import type { TakeAiRateLimit } from '../_shared/ai-rate-limit';
import type { AiRequestContext } from '../_shared/ai-request';
import { usageOf, type ProviderUsage } from '../_shared/ai-usage';
import { errorJson, eventStream, readJsonObject } from '../_shared/http';
import { ProviderCall, providerTimeoutMessage } from '../_shared/provider-call';
import { chatMeter } from './chat-meter';
import { parseChatRequest } from './chat-request';
import { providerErrorResponse } from './provider-error';
import { relayEventStream } from './stream-relay';

/** POST chat/completions: validated, rate-limited, then relayed to the provider. */
export async function chatCompletions(
  req: Request,
  ctx: AiRequestContext,
  takeRateLimit: TakeAiRateLimit,
): Promise<Response> {
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;
  const parsed = parseChatRequest(body.value);
  if (!parsed.ok) return errorJson(400, 'invalid_request', parsed.message);
  const limited = takeRateLimit(ctx.config);
  if (limited) return limited;

  const request = parsed.request;
  const meter = chatMeter(ctx.user.id, request.model);

  const call = new ProviderCall(ctx.config, ctx.key, req.signal);
  const sent = await call.send('/chat/completions', {
    method: 'POST',
    body: request,
    accept: request.stream ? 'text/event-stream' : 'application/json',
  });
  if (sent.kind !== 'response') {
    meter(sent.kind === 'unreachable' ? 'error' : sent.kind, undefined);
    if (sent.kind === 'timeout')
      return errorJson(504, 'provider_timeout', providerTimeoutMessage(ctx.config));
    if (sent.kind === 'cancelled')
      return errorJson(499, 'client_closed', 'The request was cancelled');
    return errorJson(
      502,
      'provider_unreachable',
      'Could not reach the AI provider. Please try again.',
    );
  }

  const upstream = sent.response;
  if (!upstream.ok) {
    const response = await providerErrorResponse(upstream);
    call.release();
    meter('error', undefined);
    return response;
  }

  const isEventStream = (upstream.headers.get('content-type') ?? '').includes('text/event-stream');
  if (request.stream && isEventStream && upstream.body) {
    const stream = relayEventStream(upstream.body, call, ctx.config.streamIdleTimeoutMs, (end) =>
      meter(end.outcome, end.usage),
    );
    return eventStream(stream);
  }

  let text: string;
  try {
    text = await upstream.text();
  } catch {
    const reason = call.endReason;
    meter(reason ?? 'error', undefined);
    return reason === 'timeout'
      ? errorJson(504, 'provider_timeout', providerTimeoutMessage(ctx.config))
      : errorJson(
          502,
          'provider_disconnected',
          'The AI provider closed the connection before the answer was complete',
        );
  } finally {
    call.release();
  }
  let usage: ProviderUsage | undefined;
  try {
    usage = usageOf(JSON.parse(text));
  } catch {
    usage = undefined;
  }
  meter('ok', usage);
  return new Response(text, {
    status: 200,
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
      'Access-Control-Allow-Origin': '*',
    },
  });
}
