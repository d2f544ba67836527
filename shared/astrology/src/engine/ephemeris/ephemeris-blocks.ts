import { EPHEMERIS_END, EPHEMERIS_START, type SeriesName } from './bodies';

/**
 * The stored time span cut at 1900, 2000 and 2100 (1 January 0h TT): each body has one file per
 * block, so a chart downloads only the centuries it touches. The outer blocks reach to the ends
 * of the stored span (1799-09-27 and 2201-08-31).
 */
export const BLOCKS = [
  { name: '1800', start: EPHEMERIS_START, end: 2415020.5 },
  { name: '1900', start: 2415020.5, end: 2451544.5 },
  { name: '2000', start: 2451544.5, end: 2488069.5 },
  { name: '2100', start: 2488069.5, end: EPHEMERIS_END },
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
