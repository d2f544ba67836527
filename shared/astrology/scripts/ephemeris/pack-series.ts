import type { PackedSeries } from '../../src/engine/ephemeris/packed-series';
import type { SegmentFit } from './segment-fit';

export function packSeries(body: string, fit: SegmentFit, quantum: number): PackedSeries {
  const bytes: number[] = [];
  for (const c of fit.coeffs) {
    const q = Math.round(c / quantum);
    let v = q >= 0 ? 2 * q : -2 * q - 1;
    do {
      const low = v % 128;
      v = Math.floor(v / 128);
      bytes.push(v > 0 ? low | 0x80 : low);
    } while (v > 0);
  }
  return {
    body,
    start: fit.start,
    days: fit.days,
    degree: fit.degree,
    count: fit.count,
    quantum,
    data: Buffer.from(Uint8Array.from(bytes)).toString('base64'),
  };
}
