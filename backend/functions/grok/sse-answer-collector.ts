import { usageOf, type ProviderUsage } from '../_shared/ai-usage';

const MAX_PENDING_LINE = 1024 * 1024;

interface ChunkShape {
  choices?: { delta?: { content?: unknown; reasoning_content?: unknown } }[];
  error?: { message?: unknown };
}

/**
 * Reads the answer out of a provider's SSE bytes: the text, the reasoning, the `usage` and an
 * error event if the provider sent one. Used where the answer is stored as it streams.
 */
export class SseAnswerCollector {
  private readonly decoder = new TextDecoder();
  private pending = '';
  content = '';
  reasoning = '';
  usage: ProviderUsage | undefined;
  error: string | undefined;
  sawDone = false;
  /** Bumped whenever content or reasoning grows, so a writer knows whether to write again. */
  version = 0;

  push(chunk: Uint8Array): void {
    const text = this.pending + this.decoder.decode(chunk, { stream: true });
    const lines = text.split('\n');
    this.pending = lines.pop() ?? '';
    if (this.pending.length > MAX_PENDING_LINE) this.pending = '';
    for (const line of lines) this.readLine(line.trimEnd());
  }

  private readLine(line: string): void {
    if (!line.startsWith('data:')) return;
    const data = line.slice(5).trim();
    if (data === '[DONE]') {
      this.sawDone = true;
      return;
    }
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
