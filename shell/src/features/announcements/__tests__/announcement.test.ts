import { announcementTone, isImportant, markRead, readIds, visibleAnnouncements } from '../model/announcement';

const row = (over: Record<string, unknown>) => ({
  id: 'a',
  title: 'T',
  content: 'C',
  type: 'info',
  priority: 0,
  is_active: true,
  created_at: '2025-01-01T00:00:00Z',
  expires_at: null,
  ...over,
});

describe('announcements', () => {
  const now = Date.parse('2025-06-01T00:00:00Z');

  it('keeps active, unexpired rows by priority desc then newest first', () => {
    const list = visibleAnnouncements(
      [
        row({ id: 'low-new', priority: 10, created_at: '2025-05-01T00:00:00Z' }),
        row({ id: 'high', priority: 90 }),
        row({ id: 'low-old', priority: 10, created_at: '2025-04-01T00:00:00Z' }),
        row({ id: 'inactive', is_active: false }),
        row({ id: 'expired', expires_at: '2025-05-31T23:59:59Z' }),
        row({ id: 'future-expiry', priority: 5, expires_at: '2025-07-01T00:00:00Z' }),
        { id: 'broken' },
      ],
      now,
    );
    expect(list.map((a) => a.id)).toEqual(['high', 'low-new', 'low-old', 'future-expiry']);
  });

  it('marks priority above 80 as important and maps types to tones', () => {
    expect(isImportant({ priority: 81 })).toBe(true);
    expect(isImportant({ priority: 80 })).toBe(false);
    expect(['warning', 'success', 'error', 'news'].map(announcementTone)).toEqual(['warning', 'success', 'error', 'info']);
  });

  it('remembers read ids in local storage', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    markRead('a', storage);
    markRead('b', storage);
    expect([...readIds(storage)]).toEqual(['a', 'b']);
    expect(JSON.parse(data.get('read_announcements')!)).toEqual(['a', 'b']);
    data.set('read_announcements', '{not json');
    expect(readIds(storage).size).toBe(0);
  });
});
