import { EPHEMERIS_END, EPHEMERIS_START, type SeriesName } from './bodies';

/**
 * The stored time span cut by century (1 January 0h TT, Gregorian): each body has one file per
 * block, so a chart downloads only the centuries it touches. The outer blocks reach to the ends
 * of the stored span (1499-09-27 and 2501-08-31). The 1800 block starts on 1799-09-27 and the
 * 2100 block runs to 2201-08-31 because those were the ends of the span when it covered
 * 1800–2200 only; keeping their bounds kept their files, and the URLs browsers have cached.
 */
export const BLOCKS = [
  { name: '1500', start: EPHEMERIS_START, end: 2305447.5 },
  { name: '1600', start: 2305447.5, end: 2341972.5 },
  { name: '1700', start: 2341972.5, end: 2378400.5 },
  { name: '1800', start: 2378400.5, end: 2415020.5 },
  { name: '1900', start: 2415020.5, end: 2451544.5 },
  { name: '2000', start: 2451544.5, end: 2488069.5 },
  { name: '2100', start: 2488069.5, end: 2525200.5 },
  { name: '2200', start: 2525200.5, end: 2561117.5 },
  { name: '2300', start: 2561117.5, end: 2597641.5 },
  { name: '2400', start: 2597641.5, end: EPHEMERIS_END },
] as const;

export function blockIndexAt(jdTt: number): number {
  for (let b = BLOCKS.length - 1; b > 0; b--) if (jdTt >= BLOCKS[b].start) return b;
  return 0;
}

/** Indices of the blocks that [fromJd, toJd] (TT) overlaps, clamped to the stored span. */
export function blocksBetween(fromJd: number, toJd: number): number[] {
  const first = blockIndexAt(Math.min(fromJd, toJd));
  const last = blockIndexAt(Math.max(fromJd, toJd));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export function ephemerisFileName(body: SeriesName, block: number): string {
  return `${body}-${BLOCKS[block].name}.bin`;
}
