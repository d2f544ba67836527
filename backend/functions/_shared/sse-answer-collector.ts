import { usageOf, type ProviderUsage } from './ai-usage';
import { SseDataLines } from './sse-data-lines';

interface ChunkShape {
  choices?: { delta?: { content?: unknown; reasoning_content?: unknown } }[];
  error?: { message?: unknown };
}

/**
 * Reads the answer out of a provider's SSE bytes: the text, the reasoning, the `usage` and an
 * error event if the provider sent one. Used where the answer is stored as it streams.
 */
export class SseAnswerCollector {
  private readonly lines = new SseDataLines((data) => this.readData(data));
  content = '';
  reasoning = '';
  usage: ProviderUsage | undefined;
  error: string | undefined;
  /** Bumped whenever content or reasoning grows, so a writer knows whether to write again. */
  version = 0;

  get sawDone(): boolean {
    return this.lines.sawDone;
  }

  push(chunk: Uint8Array): void {
    this.lines.push(chunk);
  }

  private readData(data: string): void {
    let event: ChunkShape;
    try {
      event = JSON.parse(data) as ChunkShape;
    } catch {
      return;
    }
    if (typeof event !== 'object' || event === null) return;
    const delta = Array.isArray(event.choices) ? event.choices[0]?.delta : undefined;
    if (typeof delta?.content === 'string' && delta.content) {
      this.content += delta.content;
      this.version++;
    }
    if (typeof delta?.reasoning_content === 'string' && delta.reasoning_content) {
      this.reasoning += delta.reasoning_content;
      this.version++;
    }
    if (typeof event.error?.message === 'string') this.error = event.error.message.slice(0, 2000);
    this.usage = usageOf(event) ?? this.usage;
  }
}
