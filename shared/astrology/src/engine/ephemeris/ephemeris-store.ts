import { MOON_TO_EMB, SERIES, SERIES_NAMES, type SeriesName } from './bodies';
import type { StateSource } from './apparent-place';
import { type ChebyshevSeries, type PackedSeries, unpackSeries } from './packed-series';
import { seriesState } from './series-state';

/** Body index of the Earth in `state()`; the other indices are those of `SERIES`. */
export const EARTH = -1;

const moonScratch = new Float64Array(6);

/** Decoded ephemerides with the Earth reconstructed from the Earth–Moon barycentre. */
export class EphemerisStore implements StateSource {
  private readonly series: ChebyshevSeries[];

  constructor(packed: Record<SeriesName, PackedSeries>) {
    this.series = SERIES_NAMES.map((name) => {
      const p = packed[name];
      if (!p || p.body !== name) throw new Error(`ephemeris series "${name}" is missing`);
      return unpackSeries(p);
    });
  }

  get start(): number {
    return Math.max(...this.series.map((s) => s.start));
  }

  get end(): number {
    return Math.min(...this.series.map((s) => s.end));
  }

  state(body: number, jdTt: number, out: Float64Array): void {
    if (body === EARTH) {
      seriesState(this.series[SERIES.emb], jdTt, out);
      seriesState(this.series[SERIES.moon], jdTt, moonScratch);
      for (let k = 0; k < 6; k++) out[k] -= moonScratch[k] * MOON_TO_EMB;
      return;
    }
    seriesState(this.series[body], jdTt, out);
  }
}
