import {
  canSend,
  choiceValue,
  composeQuestion,
  DEFAULT_INSTRUCTION,
  parseChoice,
  superChatUrl,
  threadTitle,
} from '../model/send-to-ai-request';

describe('Send-to-AI requests', () => {
  it('needs non-blank text and a chosen model or brain', () => {
    expect(canSend('The Moon rules Cancer.', { kind: 'grok', modelId: 'grok-3-latest' })).toBe(
      true,
    );
    expect(canSend('   ', { kind: 'grok', modelId: 'grok-3-latest' })).toBe(false);
    expect(canSend('The Moon rules Cancer.', null)).toBe(false);
  });

  it('round-trips a choice through one select value', () => {
    expect(parseChoice(choiceValue({ kind: 'brain', brainId: 'natal-chart-guide' }))).toEqual({
      kind: 'brain',
      brainId: 'natal-chart-guide',
    });
    expect(parseChoice('grok:grok-3-mini')).toEqual({ kind: 'grok', modelId: 'grok-3-mini' });
    expect(parseChoice('')).toBeNull();
    expect(parseChoice('other:x')).toBeNull();
  });

  it('builds the question from the instruction, the context and the passage', () => {
    expect(composeQuestion(' Venus in Taurus ', '', 'Lesson 3')).toBe(
      `${DEFAULT_INSTRUCTION}\n\nPassage (from “Lesson 3”):\n"""\nVenus in Taurus\n"""`,
    );
    expect(composeQuestion('x', 'Summarise', '')).toBe('Summarise\n\nPassage:\n"""\nx\n"""');
  });

  it('adds the structured data the page holds about the passage (a computed chart)', () => {
    const chart = '<chart name="Ada">\nSun 24°27′ Taurus 9th house\n</chart>';
    expect(composeQuestion('Sun in Taurus', 'Explain', 'Natal chart of Ada', chart)).toBe(
      `Explain\n\nPassage (from “Natal chart of Ada”):\n"""\nSun in Taurus\n"""\n\nData the page holds about it:\n${chart}`,
    );
  });

  it('opens SuperChat with the spec parameters and the conversation to continue', () => {
    expect(superChatUrl({ kind: 'grok', modelId: 'grok-3-latest' }, 'c1')).toBe(
      '/super-chat?modelType=grok&modelId=grok-3-latest&conversationId=c1',
    );
    expect(superChatUrl({ kind: 'brain', brainId: 'transit-tracker' }, 'chat-9')).toBe(
      '/super-chat?modelType=brain&brainId=transit-tracker&conversationId=chat-9',
    );
  });

  it('titles the conversation with the user’s own words, never the composed prompt', () => {
    expect(threadTitle('Venus in Taurus loves comfort.', ' What does this mean for me? ')).toBe(
      'What does this mean for me?',
    );
    expect(threadTitle(' Venus in Taurus loves comfort. ', '')).toBe(
      '“Venus in Taurus loves comfort.”',
    );
  });
});
