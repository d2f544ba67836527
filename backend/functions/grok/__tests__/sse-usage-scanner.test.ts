import { SseUsageScanner } from '../sse-usage-scanner';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('SseUsageScanner', () => {
  it('finds usage and [DONE] even when lines are split across chunks', () => {
    const scanner = new SseUsageScanner();
    const stream =
      'data: {"choices":[{"delta":{"content":"Hi"}}]}\n\n' +
      'data: {"choices":[],"usage":{"prompt_tokens":12,"completion_tokens":3}}\n\n' +
      'data: [DONE]\n\n';
    for (let i = 0; i < stream.length; i += 7) scanner.push(bytes(stream.slice(i, i + 7)));
    expect(scanner.usage).toEqual({ prompt_tokens: 12, completion_tokens: 3 });
    expect(scanner.sawDone).toBe(true);
  });

  it('ignores malformed usage lines and impossible counts', () => {
    const scanner = new SseUsageScanner();
    scanner.push(bytes('data: {"usage": oops}\n'));
    scanner.push(bytes('data: {"usage":{"prompt_tokens":-1,"completion_tokens":"many"}}\n'));
    expect(scanner.usage).toEqual({ prompt_tokens: undefined, completion_tokens: undefined });
    expect(scanner.sawDone).toBe(false);
  });
});
