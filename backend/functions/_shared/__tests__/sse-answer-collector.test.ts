import { SseAnswerCollector } from '../sse-answer-collector';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('SseAnswerCollector', () => {
  it('joins content and reasoning, with usage, even when lines and characters are split', () => {
    const collector = new SseAnswerCollector();
    const stream =
      'data: {"choices":[{"delta":{"role":"assistant","content":""}}]}\n\n' +
      'data: {"choices":[{"delta":{"reasoning_content":"Thinking"}}]}\n\n' +
      'data: {"choices":[{"delta":{"content":"Venus ♀"}}]}\n\n' +
      'data: {"choices":[{"delta":{"content":" rules love."}}]}\n\n' +
      'data: {"choices":[{"delta":{},"finish_reason":"stop"}],"usage":{"prompt_tokens":9,"completion_tokens":4}}\n\n' +
      'data: [DONE]\n\n';
    const encoded = bytes(stream);
    for (let i = 0; i < encoded.length; i += 5) collector.push(encoded.slice(i, i + 5));
    expect(collector.content).toBe('Venus ♀ rules love.');
    expect(collector.reasoning).toBe('Thinking');
    expect(collector.usage).toEqual({ prompt_tokens: 9, completion_tokens: 4 });
    expect(collector.sawDone).toBe(true);
    expect(collector.version).toBe(3);
    expect(collector.error).toBeUndefined();
  });

  it('remembers an error event and ignores what is not JSON', () => {
    const collector = new SseAnswerCollector();
    collector.push(bytes('data: not json\n\n: comment\n\ndata: null\n\n'));
    collector.push(bytes('data: {"error":{"message":"Overloaded","code":"x"}}\n\n'));
    expect(collector.content).toBe('');
    expect(collector.version).toBe(0);
    expect(collector.error).toBe('Overloaded');
  });
});
