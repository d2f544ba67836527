import { createSseParser, readSseData } from '../sse-parser';

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });

async function collect(body: ReadableStream<Uint8Array>) {
  const out: string[] = [];
  for await (const data of readSseData(body)) out.push(data);
  return out;
}

describe('createSseParser', () => {
  it('reads the data of `data: ` lines, one event per blank line', () => {
    const parser = createSseParser();
    expect(parser.push('data: {"a":1}\n\ndata: {"b":2}\n\n')).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('joins an event of several data lines with newlines and ignores comments and other fields', () => {
    const parser = createSseParser();
    expect(
      parser.push(': keep-alive\nevent: message\ndata: first\ndata:second\nid: 7\n\n'),
    ).toEqual(['first\nsecond']);
  });

  it('buffers lines and events split across chunks, including a CRLF split in two', () => {
    const parser = createSseParser();
    expect(parser.push('da')).toEqual([]);
    expect(parser.push('ta: {"choices":[{"delta":{"content":"Hel')).toEqual([]);
    expect(parser.push('lo"}}]}\r')).toEqual([]);
    expect(parser.push('\n\r\ndata: next\n')).toEqual([
      '{"choices":[{"delta":{"content":"Hello"}}]}',
    ]);
    expect(parser.end()).toEqual(['next']);
  });

  it('does not take a CRLF split between chunks for two line ends', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\ndata: b\r\n\r\n')).toEqual(['a\nb']);
  });

  it('handles several events arriving in one chunk', () => {
    const parser = createSseParser();
    const chunk = ['data: 1', '', 'data: 2', '', 'data: 3', '', ''].join('\n');
    expect(parser.push(chunk)).toEqual(['1', '2', '3']);
  });
});

describe('readSseData', () => {
  it('stops at [DONE] and ignores anything after it', async () => {
    const body = streamOf('data: one\n\ndata: two\n\n', 'data: [DONE]\n\ndata: never\n\n');
    expect(await collect(body)).toEqual(['one', 'two']);
  });

  it('reads multi-line chunks that split an event between network reads', async () => {
    const body = streamOf('data: {"x":', '1}\n', '\ndata: {"x":2}\n\ndata: [DO', 'NE]\n\n');
    expect(await collect(body)).toEqual(['{"x":1}', '{"x":2}']);
  });

  it('returns a final event that lacks its blank line when the body ends', async () => {
    expect(await collect(streamOf('data: last'))).toEqual(['last']);
  });

  it('decodes multi-byte characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: ☉ Sun\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 7));
        controller.enqueue(bytes.slice(7));
        controller.close();
      },
    });
    expect(await collect(body)).toEqual(['☉ Sun']);
  });
});
