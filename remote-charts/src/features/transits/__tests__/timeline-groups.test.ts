import { aspect, ingress } from './fixtures';
import { groupByMonth, nowMarker } from '../model/timeline-groups';

const events = [
  aspect('2026-03-03T10:00:00Z', 'saturn', 'square'),
  aspect('2026-03-31T23:30:00Z', 'mars', 'trine'),
  ingress('2026-04-02T08:00:00Z', 'mars'),
  aspect('2026-06-01T08:00:00Z', 'sun', 'conjunction'),
];

describe('grouping by month', () => {
  it('groups by the calendar month of the time zone, labelled in the language', () => {
    const groups = groupByMonth(events, { locale: 'en-GB', timeZone: 'UTC' });
    expect(groups.map((g) => [g.key, g.label, g.events.length])).toEqual([
      ['2026-03', 'March 2026', 2],
      ['2026-04', 'April 2026', 1],
      ['2026-06', 'June 2026', 1],
    ]);
  });

  it('puts a late-evening event in the next month east of Greenwich', () => {
    const groups = groupByMonth(events, { locale: 'de-DE', timeZone: 'Europe/Berlin' });
    expect(groups.map((g) => [g.key, g.label, g.events.length])).toEqual([
      ['2026-03', 'März 2026', 1],
      ['2026-04', 'April 2026', 2],
      ['2026-06', 'Juni 2026', 1],
    ]);
  });

  it('is empty without events', () => {
    expect(groupByMonth([], { timeZone: 'UTC' })).toEqual([]);
  });
});

describe('the now marker', () => {
  const groups = groupByMonth(events, { locale: 'en-GB', timeZone: 'UTC' });

  it('goes before the first event still to come', () => {
    expect(nowMarker(groups, new Date('2026-03-10T00:00:00Z'))).toEqual({
      groupKey: '2026-03',
      index: 1,
    });
    expect(nowMarker(groups, new Date('2026-04-10T00:00:00Z'))).toEqual({
      groupKey: '2026-06',
      index: 0,
    });
  });

  it('counts an event exact at this very instant as still to come', () => {
    expect(nowMarker(groups, new Date('2026-03-03T10:00:00Z'))).toEqual({
      groupKey: '2026-03',
      index: 0,
    });
  });

  it('goes after the last event when all have passed, and nowhere in an empty timeline', () => {
    expect(nowMarker(groups, new Date('2027-01-01T00:00:00Z'))).toEqual({
      groupKey: '2026-06',
      index: 1,
    });
    expect(nowMarker([], new Date())).toBeNull();
  });
});
