import {
  dataOffset,
  derivativeTables,
  endDerivatives,
  FILE_MAGIC,
  FILE_VERSION,
  HEADER_BYTES,
  predictCoefficient,
} from '../../src/engine/ephemeris/ephemeris-file';
import type { SegmentFit } from './segment-fit';

export interface Quantisation {
  /** Base quantum, AU. */
  quantum: number;
  /** Per coefficient index, shared by x, y and z or else per coordinate then index: quantum = base · 2^exponent. */
  exponents: number[];
  /** How many of the lowest coefficients are predicted from the previous segment. */
  predicted: number;
}

const zigzag = (v: number) => (v >= 0 ? 2 * v : -2 * v - 1);

/** The Rice parameter that codes a column in the fewest bits, and that many bits. */
function bestRice(column: number[]): { r: number; bits: number } {
  let best = { r: 0, bits: Infinity };
  for (let r = 0; r <= 52; r++) {
    let bits = 0;
    for (const v of column) bits += r + 1 + Math.floor(v / 2 ** r);
    if (bits < best.bits) best = { r, bits };
  }
  return best;
}

/**
 * Writes a fit in the format of src/engine/ephemeris/ephemeris-file.ts, quantising each
 * coefficient and replaying the decoder's prediction of the lowest ones so that only residuals
 * are stored.
 */
export function encodeEphemerisFile(series: number, fit: SegmentFit, q: Quantisation): Uint8Array {
  const n = fit.degree;
  const p = q.predicted;
  if (q.exponents.length !== n && q.exponents.length !== 3 * n) {
    throw new Error('one quantum exponent per coefficient index (or per coordinate and index)');
  }
  const exponent = (i: number) => q.exponents[i % q.exponents.length];
  const tables = derivativeTables(n, p);
  const quanta = Array.from({ length: 3 * n }, (_, i) => q.quantum * 2 ** exponent(i));
  const decoded = new Float64Array(fit.coeffs.length);
  const values: number[][] = Array.from({ length: 3 * n }, () => []);
  const ends = new Float64Array(3 * p);
  const first = new Float64Array(3 * p);
  for (let s = 0; s < fit.count; s++) {
    for (let k = 0; k < 3; k++) {
      const offset = (s * 3 + k) * n;
      const col = k * n;
      for (let i = n - 1; i >= 0; i--) {
        const v = Math.round(fit.coeffs[offset + i] / quanta[col + i]);
        let base = 0;
        if (i < p) {
          if (s === 0) first[k * p + i] = base = v;
          else {
            const predicted = predictCoefficient(decoded, offset, n, i, ends[k * p + i], tables);
            base = Math.round(predicted / quanta[col + i]);
          }
        }
        values[col + i].push(zigzag(v - base));
        decoded[offset + i] = v * quanta[col + i];
      }
      endDerivatives(decoded, offset, n, tables, ends, k * p);
    }
  }
  if (values.some((column) => Math.max(...column) >= 2 ** 52)) {
    throw new Error('a coefficient needs more than 52 bits');
  }
  const rice = values.map(bestRice);
  const body = new Uint8Array(Math.ceil(rice.reduce((sum, c) => sum + c.bits, 0) / 8));
  let byte = 0;
  let bit = 0;
  const writeBits = (value: number, width: number) => {
    while (width > 0) {
      const take = Math.min(8 - bit, width);
      const part = value % 2 ** take;
      body[byte] |= part << bit;
      value = (value - part) / 2 ** take;
      width -= take;
      bit += take;
      if (bit === 8) {
        bit = 0;
        byte++;
      }
    }
  };
  const write = (value: number, r: number) => {
    const low = value % 2 ** r;
    for (let q = (value - low) / 2 ** r; q > 0; q--) writeBits(1, 1);
    writeBits(0, 1);
    writeBits(low, r);
  };
  const cursor = new Array<number>(3 * n).fill(0);
  for (let s = 0; s < fit.count; s++) {
    for (let k = 0; k < 3; k++) {
      const col = k * n;
      for (let i = n - 1; i >= 0; i--) write(values[col + i][cursor[col + i]++], rice[col + i].r);
    }
  }
  const out = new Uint8Array(dataOffset(n, p) + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, FILE_MAGIC, true);
  view.setUint8(4, FILE_VERSION);
  view.setUint8(5, series);
  view.setUint8(6, n);
  view.setUint8(7, p);
  view.setFloat64(8, fit.start, true);
  view.setFloat64(16, fit.days, true);
  view.setUint32(24, fit.count, true);
  view.setFloat64(28, q.quantum, true);
  let pos = HEADER_BYTES;
  for (let i = 0; i < 3 * n; i++) view.setInt8(pos++, exponent(i));
  for (let i = 0; i < 3 * n; i++) view.setUint8(pos++, rice[i].r);
  for (let i = 0; i < 3 * p; i++, pos += 8) view.setFloat64(pos, first[i], true);
  out.set(body, pos);
  return out;
}
