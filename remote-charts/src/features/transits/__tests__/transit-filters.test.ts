import { aspect, ingress, station } from './fixtures';
import {
  DEFAULT_TRANSIT_FILTERS,
  filterEvents,
  filtersAreDefault,
  kindOptions,
  planetOptions,
  updateFilters,
} from '../model/transit-filters';

const events = [
  aspect('2026-03-03T10:00:00Z', 'saturn', 'square'),
  aspect('2026-03-04T10:00:00Z', 'moon', 'trine'),
  aspect('2026-03-05T10:00:00Z', 'mars', 'quincunx'),
  ingress('2026-03-06T10:00:00Z', 'moon'),
  ingress('2026-03-07T10:00:00Z', 'mars'),
  station('2026-03-08T10:00:00Z'),
];
const exacts = (list: typeof events) => list.map((event) => event.exact.slice(8, 10));

describe('transit filters', () => {
  it('hide the Moon and the minor aspects by default', () => {
    expect(exacts(filterEvents(events, DEFAULT_TRANSIT_FILTERS))).toEqual(['03', '07', '08']);
  });

  it('show them when switched on', () => {
    expect(
      exacts(filterEvents(events, { ...DEFAULT_TRANSIT_FILTERS, moon: true, minor: true })),
    ).toEqual(['03', '04', '05', '06', '07', '08']);
  });

  it('filter by the transiting planet, whatever the kind of event', () => {
    expect(
      exacts(filterEvents(events, { ...DEFAULT_TRANSIT_FILTERS, minor: true, planet: 'mars' })),
    ).toEqual(['05', '07', '08']);
  });

  it('filter by aspect, ingresses or stations', () => {
    const all = { ...DEFAULT_TRANSIT_FILTERS, moon: true, minor: true };
    expect(exacts(filterEvents(events, { ...all, kind: 'trine' }))).toEqual(['04']);
    expect(exacts(filterEvents(events, { ...all, kind: 'ingress' }))).toEqual(['06', '07']);
    expect(exacts(filterEvents(events, { ...all, kind: 'station' }))).toEqual(['08']);
  });

  it('offer the Moon and the minor aspects only while they are shown', () => {
    expect(planetOptions({ moon: false }).map((o) => o.value)).not.toContain('moon');
    expect(planetOptions({ moon: true }).map((o) => o.value)).toContain('moon');
    expect(kindOptions({ minor: false }).map((o) => o.value)).toEqual([
      'all',
      'conjunction',
      'sextile',
      'square',
      'trine',
      'opposition',
      'ingress',
      'station',
    ]);
    expect(kindOptions({ minor: true }).map((o) => o.label)).toContain('Quincunx');
  });

  it('drop a choice that hiding the Moon or the minor aspects takes away', () => {
    const chosen = {
      ...DEFAULT_TRANSIT_FILTERS,
      moon: true,
      minor: true,
      planet: 'moon' as const,
      kind: 'quincunx' as const,
    };
    expect(updateFilters(chosen, { moon: false })).toMatchObject({
      moon: false,
      planet: 'all',
      kind: 'quincunx',
    });
    expect(updateFilters(chosen, { minor: false })).toMatchObject({
      minor: false,
      planet: 'moon',
      kind: 'all',
    });
    expect(filtersAreDefault(updateFilters(chosen, { moon: false, minor: false }))).toBe(true);
  });
});
