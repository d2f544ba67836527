import type { Thread } from '../model/thread';
import {
  MARK_START,
  MARK_STOP,
  messageSearchText,
  searchResults,
  plainSnippet,
  snippetParts,
  type MessageMatch,
} from '../model/thread-search';

const thread = (kind: Thread['kind'], id: string, title: string, withWhom: string): Thread => ({
  kind,
  id,
  title,
  with: withWhom,
  emoji: kind === 'grok' ? '🤖' : '🌙',
  date: '2026-01-01T00:00:00Z',
  href: kind === 'grok' ? `/grok?conversation=${id}` : `/chat?brainId=b&chatId=${id}`,
});

const list = [
  thread('grok', 'g1', 'Is my Saturn return in 2026?', 'Grok 3 Mini'),
  thread('brain', 'b1', 'Which Moon phase suits new projects?', 'Moon Phase Coach'),
  thread('grok', 'g2', 'Venus in Libra', 'Grok 4'),
];

describe('searching threads', () => {
  it('sends the trimmed text, cut to what the server accepts, and nothing for blanks', () => {
    expect(messageSearchText('  verdict  ')).toBe('verdict');
    expect(messageSearchText('   ')).toBe('');
    expect(messageSearchText('x'.repeat(250))).toHaveLength(200);
    expect(Array.from(messageSearchText('🌙'.repeat(250)))).toEqual(Array(200).fill('🌙'));
  });

  it('shows title matches and message matches together, in the order of the list', () => {
    const matches: MessageMatch[] = [
      { kind: 'grok', id: 'g2', snippet: `not a ${MARK_START}verdict${MARK_STOP}` },
    ];
    const found = searchResults(list, 'verdict', matches);
    expect(found).toEqual([{ thread: list[2], snippet: `not a ${MARK_START}verdict${MARK_STOP}` }]);

    const both = searchResults(list, 'moon', [{ kind: 'grok', id: 'g2', snippet: 'the Moon' }]);
    expect(both.map((r) => r.thread.id)).toEqual(['b1', 'g2']);
    expect(both[0]!.snippet).toBeUndefined();
  });

  it('tells a Grok conversation from a brain chat with the same id, and skips unknown ones', () => {
    const sameId = [thread('grok', 'x', 'One', 'Grok 4'), thread('brain', 'x', 'Two', 'Coach')];
    const found = searchResults(sameId, 'stars', [
      { kind: 'brain', id: 'x', snippet: 'stars' },
      { kind: 'grok', id: 'not-listed', snippet: 'stars' },
    ]);
    expect(found).toEqual([{ thread: sameId[1], snippet: 'stars' }]);
  });

  it('splits a snippet into plain and highlighted runs without showing the marks', () => {
    expect(
      snippetParts(`The stars are a ${MARK_START}mirror${MARK_STOP} for ${MARK_START}reflection`),
    ).toEqual([
      { text: 'The stars are a ', highlighted: false },
      { text: 'mirror', highlighted: true },
      { text: ' for ', highlighted: false },
      { text: 'reflection', highlighted: true },
    ]);
    expect(snippetParts('plain <b>text</b>')).toEqual([
      { text: 'plain <b>text</b>', highlighted: false },
    ]);
    expect(snippetParts('')).toEqual([]);
  });

  it('shows a snippet cut from a Markdown answer as plain words', () => {
    expect(
      snippetParts(`in the 10th ${MARK_START}house${MARK_STOP}**, which *rules* \`career\``),
    ).toEqual([
      { text: 'in the 10th ', highlighted: false },
      { text: 'house', highlighted: true },
      { text: ', which rules career', highlighted: false },
    ]);
    expect(plainSnippet('## Your Sun\n- in [Pisces](https://example.com/pisces)\n> dreamy')).toBe(
      'Your Sun in Pisces dreamy',
    );
    expect(plainSnippet('1. first\n2. second_step')).toBe('first second_step');
  });
});
