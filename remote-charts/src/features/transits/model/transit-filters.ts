import {
  ASPECT_INFO,
  type AspectType,
  BODY_INFO,
  MAJOR_TRANSIT_ASPECTS,
  MINOR_TRANSIT_ASPECTS,
  TRANSIT_BODIES,
  type TransitBody,
  type TransitEvent,
} from '@astro/astrology';

export type EventKindFilter = AspectType | 'ingress' | 'station' | 'all';

export interface TransitFilters {
  /** Minor aspects too (semi-sextile, semi-square, sesquiquadrate, quincunx). */
  minor: boolean;
  /** The Moon's aspects and ingresses: about a hundred a month, so off by default. */
  moon: boolean;
  planet: TransitBody | 'all';
  kind: EventKindFilter;
}

export const DEFAULT_TRANSIT_FILTERS: TransitFilters = {
  minor: false,
  moon: false,
  planet: 'all',
  kind: 'all',
};

/** The transiting body of an event (for an aspect, the moving one, not the natal point). */
export const eventBody = (event: TransitEvent): TransitBody =>
  event.type === 'aspect' ? event.transiting : event.body;

const MINOR = new Set<AspectType>(MINOR_TRANSIT_ASPECTS);

/** The events the filters let through, in their order. */
export function filterEvents(
  events: readonly TransitEvent[],
  filters: TransitFilters,
): TransitEvent[] {
  return events.filter((event) => {
    const body = eventBody(event);
    if (!filters.moon && body === 'moon') return false;
    if (!filters.minor && event.type === 'aspect' && MINOR.has(event.aspect)) return false;
    if (filters.planet !== 'all' && body !== filters.planet) return false;
    if (filters.kind === 'all') return true;
    if (filters.kind === 'ingress' || filters.kind === 'station')
      return event.type === filters.kind;
    return event.type === 'aspect' && event.aspect === filters.kind;
  });
}

/** The planets the planet filter offers: the Moon only while its transits are shown. */
export function planetOptions(
  filters: Pick<TransitFilters, 'moon'>,
): { value: TransitBody | 'all'; label: string }[] {
  return [
    { value: 'all', label: 'All planets' },
    ...TRANSIT_BODIES.filter((body) => filters.moon || body !== 'moon').map((body) => ({
      value: body,
      label: BODY_INFO[body].label,
    })),
  ];
}

/** The kinds of event the aspect filter offers: minor aspects only while they are shown. */
export function kindOptions(
  filters: Pick<TransitFilters, 'minor'>,
): { value: EventKindFilter; label: string }[] {
  const aspects = filters.minor
    ? [...MAJOR_TRANSIT_ASPECTS, ...MINOR_TRANSIT_ASPECTS]
    : MAJOR_TRANSIT_ASPECTS;
  return [
    { value: 'all', label: 'All events' },
    ...aspects.map((type) => ({ value: type, label: ASPECT_INFO[type].label })),
    { value: 'ingress', label: 'Sign ingresses' },
    { value: 'station', label: 'Stations' },
  ];
}

/**
 * The filters after one change. Hiding the Moon or the minor aspects also drops a choice of the
 * planet or aspect filter that is no longer offered, so the list never filters on something hidden.
 */
export function updateFilters(
  filters: TransitFilters,
  change: Partial<TransitFilters>,
): TransitFilters {
  const next = { ...filters, ...change };
  if (!next.moon && next.planet === 'moon') next.planet = 'all';
  if (!next.minor && next.kind !== 'all' && MINOR.has(next.kind as AspectType)) next.kind = 'all';
  return next;
}

export const filtersAreDefault = (filters: TransitFilters) =>
  filters.minor === DEFAULT_TRANSIT_FILTERS.minor &&
  filters.moon === DEFAULT_TRANSIT_FILTERS.moon &&
  filters.planet === 'all' &&
  filters.kind === 'all';
