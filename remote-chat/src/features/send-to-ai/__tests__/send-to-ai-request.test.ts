import {
  chartIdsOf,
  canSend,
  choiceValue,
  questionParts,
  PAGE_DATA_LABEL,
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

  it('sends the instruction as the user’s words and the passage as a quote of where it is from', () => {
    expect(questionParts(' Venus in Taurus ', '', 'Lesson 3')).toEqual([
      { type: 'text', text: DEFAULT_INSTRUCTION },
      { type: 'text', kind: 'quote', label: 'Lesson 3', text: 'Venus in Taurus' },
    ]);
    expect(questionParts('x', 'Summarise', '')).toEqual([
      { type: 'text', text: 'Summarise' },
      { type: 'text', kind: 'quote', text: 'x' },
    ]);
  });

  it('attaches the structured data the page holds about the passage (a computed chart)', () => {
    const chart = '<chart name="Ada">\nSun 24°27′ Taurus 9th house\n</chart>';
    expect(questionParts('Sun in Taurus', 'Explain', 'Natal chart of Ada', chart)[2]).toEqual({
      type: 'text',
      kind: 'attachment',
      label: PAGE_DATA_LABEL,
      text: chart,
    });
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

  it('reads at most two saved chart ids from a marked element, and nothing else', () => {
    const id = '0b6f2a4e-8d1c-4f7a-9e3b-5c2d1a0f9e8b';
    expect(chartIdsOf(`${id}  ${id.replace('0b', '1c')} ${id}`)).toHaveLength(2);
    expect(chartIdsOf(`${id} '; drop table`)).toEqual([id]);
    expect(chartIdsOf(null)).toEqual([]);
  });
});
