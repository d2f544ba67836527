import type { AiOutcome, ProviderUsage } from '../_shared/ai-usage';
import { seconds, type ProviderCall } from '../_shared/provider-call';
import { SseUsageScanner } from './sse-usage-scanner';

const encoder = new TextEncoder();

/** An SSE event in the OpenAI error shape, so a client reading `data:` lines learns what broke. */
export function errorEvent(code: string, message: string): Uint8Array {
  return encoder.encode(
    `data: ${JSON.stringify({ error: { message, type: 'provider_error', code } })}\n\n`,
  );
}

export interface RelayEnd {
  outcome: AiOutcome;
  usage: ProviderUsage | undefined;
}

/**
 * Passes the provider's event stream to the client chunk by chunk: each chunk is enqueued the
 * moment it arrives and nothing is pulled ahead of the client (highWaterMark 0), so there is no
 * buffering. Silence longer than the idle timeout, a dropped provider connection and a client
 * that leaves all end the provider request.
 */
export function relayEventStream(
  upstream: ReadableStream<Uint8Array>,
  call: ProviderCall,
  idleTimeoutMs: number,
  onEnd: (end: RelayEnd) => void,
): ReadableStream<Uint8Array> {
  const reader = upstream.getReader();
  const scanner = new SseUsageScanner();
  let finished = false;
  const finish = (outcome: AiOutcome) => {
    if (finished) return;
    finished = true;
    call.release();
    onEnd({ outcome, usage: scanner.usage });
  };

  return new ReadableStream<Uint8Array>(
    {
      start() {
        call.arm(idleTimeoutMs);
      },
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            finish('ok');
            controller.close();
            return;
          }
          call.arm(idleTimeoutMs);
          controller.enqueue(value);
          scanner.push(value);
        } catch {
          const reason = call.endReason;
          if (reason === 'cancelled') {
            finish('cancelled');
            controller.close();
            return;
          }
          controller.enqueue(
            reason === 'timeout'
              ? errorEvent(
                  'provider_timeout',
                  `The AI provider stopped sending for ${seconds(idleTimeoutMs)}`,
                )
              : errorEvent(
                  'provider_disconnected',
                  'The AI provider closed the connection before the answer was complete',
                ),
          );
          finish(reason === 'timeout' ? 'timeout' : 'error');
          controller.close();
        }
      },
      async cancel() {
        call.abort('cancelled');
        finish('cancelled');
        await reader.cancel().catch(() => undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
