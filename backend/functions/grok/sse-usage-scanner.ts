import { usageOf, type ProviderUsage } from '../_shared/ai-usage';
import { SseDataLines } from '../_shared/sse-data-lines';

/**
 * Watches the bytes of an SSE stream for the `usage` object the provider sends near the end,
 * without holding anything back: the relay forwards each chunk before handing it here.
 */
export class SseUsageScanner {
  private readonly lines = new SseDataLines((data) => this.readData(data));
  usage: ProviderUsage | undefined;

  get sawDone(): boolean {
    return this.lines.sawDone;
  }

  push(chunk: Uint8Array): void {
    this.lines.push(chunk);
  }

  private readData(data: string): void {
    // Parsing every chunk would cost time on the hot path; only usage-bearing lines are read.
    if (!data.includes('"usage"')) return;
    try {
      this.usage = usageOf(JSON.parse(data)) ?? this.usage;
    } catch {
      // Not JSON: nothing to meter, and the bytes were already forwarded untouched.
    }
  }
}
