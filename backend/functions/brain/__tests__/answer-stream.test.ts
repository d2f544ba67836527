import { wantsEventStream } from '../answer-stream';

describe('wantsEventStream', () => {
  const accepting = (accept?: string) =>
    wantsEventStream(
      new Request('http://stack.test/', { headers: accept === undefined ? {} : { accept } }),
    );

  it('is true only when text/event-stream is asked for and not refused', () => {
    expect(accepting('text/event-stream')).toBe(true);
    expect(accepting('application/json, Text/Event-Stream; q=0.5')).toBe(true);
    expect(accepting()).toBe(false);
    expect(accepting('*/*')).toBe(false);
    expect(accepting('application/json')).toBe(false);
    expect(accepting('text/event-stream;q=0')).toBe(false);
    expect(accepting('text/event-stream; q=0.000')).toBe(false);
  });
});
