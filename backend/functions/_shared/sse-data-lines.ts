const MAX_PENDING_LINE = 1024 * 1024;

/**
 * Splits the bytes of an SSE stream into its `data:` payloads as they arrive, however the chunks
 * cut the lines. `[DONE]` is reported as such, not as data.
 */
export class SseDataLines {
  private readonly decoder = new TextDecoder();
  private pending = '';
  sawDone = false;

  constructor(private readonly onData: (data: string) => void) {}

  push(chunk: Uint8Array): void {
    const text = this.pending + this.decoder.decode(chunk, { stream: true });
    const lines = text.split('\n');
    this.pending = lines.pop() ?? '';
    // A line that never ends is not SSE; stop remembering it rather than grow without bound.
    if (this.pending.length > MAX_PENDING_LINE) this.pending = '';
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') this.sawDone = true;
      else this.onData(data);
    }
  }
}
