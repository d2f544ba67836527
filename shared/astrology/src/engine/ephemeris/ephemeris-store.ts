import { EPHEMERIS_END, EPHEMERIS_START, MOON_TO_EMB, SERIES, SERIES_NAMES } from './bodies';
import type { StateSource } from './apparent-place';
import { BLOCKS, blockIndexAt } from './ephemeris-blocks';
import type { DecodedEphemerisFile } from './ephemeris-file';
import type { ChebyshevSeries } from './chebyshev-series';
import { seriesState } from './series-state';

/** Body index of the Earth in `state()`; the other indices are those of `SERIES`. */
export const EARTH = -1;

/** A computation reached a century whose ephemeris files have not been loaded. */
export class EphemerisNotLoadedError extends Error {
  constructor(readonly block: number) {
    super(
      `the ephemeris for ${BLOCKS[block].name}–${Number(BLOCKS[block].name) + 100} is not loaded`,
    );
    this.name = 'EphemerisNotLoadedError';
  }
}

const moonScratch = new Float64Array(6);

/**
 * Decoded ephemerides, filled block by block (a century of every body at a time), with the Earth
 * reconstructed from the Earth–Moon barycentre.
 */
export class EphemerisStore implements StateSource {
  /** [series][block] */
  private readonly series: (ChebyshevSeries | undefined)[][] = SERIES_NAMES.map(() =>
    BLOCKS.map(() => undefined),
  );

  readonly start = EPHEMERIS_START;
  readonly end = EPHEMERIS_END;

  add(file: DecodedEphemerisFile): void {
    const block = blockIndexAt(file.start + file.days / 2);
    const expected = BLOCKS[block];
    if (
      !this.series[file.series] ||
      Math.abs(file.start - expected.start) > 1e-6 ||
      Math.abs(file.end - expected.end) > 1e-6
    ) {
      throw new Error(`ephemeris file for series ${file.series} does not match a stored block`);
    }
    this.series[file.series][block] = file;
  }

  clear(): void {
    for (const perBlock of this.series) perBlock.fill(undefined);
  }

  has(series: number, block: number): boolean {
    return this.series[series][block] !== undefined;
  }

  /** Whether every body is loaded for every block in `blocks`. */
  covers(blocks: readonly number[]): boolean {
    return blocks.every((b) => this.series.every((perBlock) => perBlock[b] !== undefined));
  }

  private seriesAt(body: number, jdTt: number): ChebyshevSeries {
    const block = blockIndexAt(jdTt);
    const series = this.series[body][block];
    if (!series) throw new EphemerisNotLoadedError(block);
    return series;
  }

  state(body: number, jdTt: number, out: Float64Array): void {
    if (body === EARTH) {
      seriesState(this.seriesAt(SERIES.emb, jdTt), jdTt, out);
      seriesState(this.seriesAt(SERIES.moon, jdTt), jdTt, moonScratch);
      for (let k = 0; k < 6; k++) out[k] -= moonScratch[k] * MOON_TO_EMB;
      return;
    }
    seriesState(this.seriesAt(body, jdTt), jdTt, out);
  }
}
