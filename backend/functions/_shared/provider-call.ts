import type { AiConfig } from './ai-config';
import { describeError } from './log';

export type CallEnd = 'timeout' | 'cancelled';

/**
 * One request to the AI provider. It is aborted when the client goes away (so "stop" really
 * stops the provider) or when the provider stays silent longer than the current deadline.
 */
export class ProviderCall {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private ended: CallEnd | undefined;
  private readonly onClientAbort = () => this.abort('cancelled');

  constructor(
    private readonly config: AiConfig,
    private readonly key: string,
    private readonly clientSignal: AbortSignal,
  ) {
    if (clientSignal.aborted) this.abort('cancelled');
    else clientSignal.addEventListener('abort', this.onClientAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Why the call was cut short, if it was. */
  get endReason(): CallEnd | undefined {
    return this.ended;
  }

  /** (Re)starts the silence deadline; every chunk that arrives pushes it back. */
  arm(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.abort('timeout'), ms);
  }

  abort(reason: CallEnd): void {
    this.ended ??= reason;
    this.release();
    this.controller.abort();
  }

  release(): void {
    clearTimeout(this.timer);
    this.clientSignal.removeEventListener('abort', this.onClientAbort);
  }

  /** Sends the request; resolves with the provider's response or why there is none. */
  async send(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; accept?: string },
  ): Promise<
    | { kind: 'response'; response: Response }
    | { kind: CallEnd }
    | { kind: 'unreachable'; message: string }
  > {
    if (this.ended) return { kind: this.ended };
    this.arm(this.config.requestTimeoutMs);
    try {
      const response = await fetch(`${this.config.baseUrl}${path}`, {
        method: init.method,
        headers: {
          Authorization: `Bearer ${this.key}`,
          Accept: init.accept ?? 'application/json',
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: this.controller.signal,
      });
      return { kind: 'response', response };
    } catch (error) {
      if (this.ended) return { kind: this.ended };
      this.release();
      return { kind: 'unreachable', message: describeError(error) };
    }
  }
}

/** Reads at most `limit` characters of a body (error bodies are echoed back, never unbounded). */
export async function readLimitedText(response: Response, limit = 64 * 1024): Promise<string> {
  const text = await response.text();
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** 120000 → "120 seconds", 400 → "0.4 seconds". */
export const seconds = (ms: number) =>
  `${ms % 1000 === 0 ? ms / 1000 : (ms / 1000).toFixed(1)} seconds`;

export const providerTimeoutMessage = (config: AiConfig) =>
  `The AI provider did not answer within ${seconds(config.requestTimeoutMs)}`;
