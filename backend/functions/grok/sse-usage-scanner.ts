import { usageOf, type ProviderUsage } from '../_shared/ai-usage';

const MAX_PENDING_LINE = 1024 * 1024;

/**
 * Watches the bytes of an SSE stream for the `usage` object the provider sends near the end,
 * without holding anything back: the relay forwards each chunk before handing it here.
 */
export class SseUsageScanner {
  private readonly decoder = new TextDecoder();
  private pending = '';
  usage: ProviderUsage | undefined;
  sawDone = false;

  push(chunk: Uint8Array): void {
    const text = this.pending + this.decoder.decode(chunk, { stream: true });
    const lines = text.split('\n');
    this.pending = lines.pop() ?? '';
    // A line that never ends is not SSE; stop remembering it rather than grow without bound.
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
    // Parsing every chunk would cost time on the hot path; only usage-bearing lines are read.
    if (!data.includes('"usage"')) return;
    try {
      this.usage = usageOf(JSON.parse(data)) ?? this.usage;
    } catch {
      // Not JSON: nothing to meter, and the bytes were already forwarded untouched.
    }
  }
}
