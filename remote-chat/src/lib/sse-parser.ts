/**
 * Server-sent events as the OpenAI-compatible chat API sends them: events separated by a blank
 * line, each with one or more `data:` lines (joined with newlines), ending with `data: [DONE]`.
 * Chunks from the network split lines and events anywhere, so text is buffered until a line ends.
 */
export const SSE_DONE = '[DONE]';

export interface SseParser {
  /** Feeds decoded text; returns the data of every event completed by it. */
  push(text: string): string[];
  /** Ends the input; returns the data of an event left without its closing blank line. */
  end(): string[];
}

export function createSseParser(): SseParser {
  let pending = '';
  let dataLines: string[] = [];

  const flushEvent = (out: string[]) => {
    if (dataLines.length > 0) out.push(dataLines.join('\n'));
    dataLines = [];
  };

  const readLine = (line: string, out: string[]) => {
    if (line === '') {
      flushEvent(out);
      return;
    }
    // Comments (": keep-alive") and other fields (event, id, retry) carry no data for us.
    if (!line.startsWith('data:')) return;
    const value = line.slice(5);
    dataLines.push(value.startsWith(' ') ? value.slice(1) : value);
  };

  return {
    push(text) {
      const out: string[] = [];
      let buffered = pending + text;
      // A trailing '\r' might be the first half of '\r\n': hold it until the next chunk.
      const carry = buffered.endsWith('\r') ? '\r' : '';
      if (carry) buffered = buffered.slice(0, -1);
      const lines = buffered.split(/\r\n|\r|\n/);
      pending = (lines.pop() ?? '') + carry;
      for (const line of lines) readLine(line, out);
      return out;
    },
    end() {
      const out: string[] = [];
      const last = pending.replace(/\r$/, '');
      if (last !== '') readLine(last, out);
      pending = '';
      flushEvent(out);
      return out;
    },
  };
}

/**
 * The data of each event of a streamed response body, until `[DONE]` or the end of the body.
 * Cancelling (via the signal or by leaving the loop) releases the connection.
 */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const events = done ? parser.end() : parser.push(decoder.decode(value, { stream: true }));
      for (const data of events) {
        if (data.trim() === SSE_DONE) return;
        yield data;
      }
      if (done) return;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
