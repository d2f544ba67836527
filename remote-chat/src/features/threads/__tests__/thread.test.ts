import { byNewest, matchesSearch, renameProblem, type Thread } from '../model/thread';

const thread = (
  id: string,
  date: string,
  title = 'What does my Moon in Cancer mean?',
  withWhom = 'Natal Chart Guide',
): Thread => ({
  kind: 'brain',
  id,
  title,
  with: withWhom,
  emoji: '🌞',
  date,
  href: `/chat?chatId=${id}`,
});

describe('threads', () => {
  it('sorts newest first', () => {
    const list = [
      thread('a', '2025-01-01T10:00:00Z'),
      thread('b', '2025-03-01T10:00:00Z'),
      thread('c', '2025-02-01T10:00:00Z'),
    ];
    expect(list.sort(byNewest).map((t) => t.id)).toEqual(['b', 'c', 'a']);
  });

  it('searches title and brain or model, every word, ignoring case', () => {
    const t = thread('a', '2025-01-01T00:00:00Z');
    expect(matchesSearch(t, 'moon')).toBe(true);
    expect(matchesSearch(t, 'CANCER natal')).toBe(true);
    expect(matchesSearch(t, 'moon saturn')).toBe(false);
    expect(matchesSearch(t, '   ')).toBe(true);
  });

  it('refuses a blank or overlong title', () => {
    expect(renameProblem('  ')).toBe('A title cannot be empty');
    expect(renameProblem('x'.repeat(201))).toBe('A title can be at most 200 characters');
    expect(renameProblem('  My Saturn return  ')).toBeNull();
  });
});
