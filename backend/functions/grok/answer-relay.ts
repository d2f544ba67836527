import type { AiConfig } from '../_shared/ai-config';
import type { AiOutcome, ProviderUsage } from '../_shared/ai-usage';
import { seconds, type ProviderCall } from '../_shared/provider-call';
import type { FinalStatus } from './answer-writer';
import { providerFailure } from './provider-error';
import type { SseAnswerCollector } from '../_shared/sse-answer-collector';

/** How an answer ended: what is stored, what is metered, and what the client is told. */
export interface AnswerEnding {
  status: FinalStatus;
  outcome: AiOutcome;
  usage: ProviderUsage | undefined;
  error?: { code: string; message: string };
  /** The provider's own error event, which has already reached the client. */
  errorRelayed?: boolean;
}

/**
 * Asks the provider for a streamed answer and reads it to its end, feeding every chunk to the
 * collector (which the stored answer is made of) and to the client. Only the call's own abort (a
 * stop) or its time-outs end it early; how it ended is the result.
 */
export async function relayAnswer(
  call: ProviderCall,
  config: AiConfig,
  body: Record<string, unknown>,
  answer: SseAnswerCollector,
  toClient: (bytes: Uint8Array) => void,
): Promise<AnswerEnding> {
  const sent = await call.send('/chat/completions', {
    method: 'POST',
    body,
    accept: 'text/event-stream',
  });
  if (sent.kind !== 'response') {
    if (sent.kind === 'cancelled')
      return { status: 'stopped', outcome: 'cancelled', usage: undefined };
    return {
      status: 'failed',
      outcome: sent.kind === 'timeout' ? 'timeout' : 'error',
      usage: undefined,
      error:
        sent.kind === 'timeout'
          ? {
              code: 'provider_timeout',
              message: `The AI provider did not answer within ${seconds(config.requestTimeoutMs)}`,
            }
          : {
              code: 'provider_unreachable',
              message: 'Could not reach the AI provider. Please try again.',
            },
    };
  }

  const upstream = sent.response;
  if (!upstream.ok || !upstream.body) {
    const failure = await providerFailure(upstream);
    call.release();
    return {
      status: 'failed',
      outcome: 'error',
      usage: undefined,
      error: {
        // The provider's own code reaches the client, which words some of them (product §8).
        code:
          upstream.status === 401 ? 'provider_unauthorized' : (failure.code ?? 'provider_error'),
        message: failure.message,
      },
    };
  }

  const reader = upstream.body.getReader();
  const idle = config.streamIdleTimeoutMs;
  call.arm(idle);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      call.arm(idle);
      answer.push(value);
      toClient(value);
    }
  } catch {
    const reason = call.endReason;
    if (reason === 'cancelled')
      return { status: 'stopped', outcome: 'cancelled', usage: answer.usage };
    return {
      status: 'failed',
      outcome: reason === 'timeout' ? 'timeout' : 'error',
      usage: answer.usage,
      error:
        reason === 'timeout'
          ? {
              code: 'provider_timeout',
              message: `The AI provider stopped sending for ${seconds(idle)}`,
            }
          : {
              code: 'provider_disconnected',
              message: 'The AI provider closed the connection before the answer was complete',
            },
    };
  }
  call.release();
  if (answer.error)
    return {
      status: 'failed',
      outcome: 'error',
      usage: answer.usage,
      error: { code: 'provider_error', message: answer.error },
      errorRelayed: true,
    };
  return { status: 'complete', outcome: 'ok', usage: answer.usage };
}
