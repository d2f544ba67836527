/**
 * Binary format of the stored ephemerides: one file per body and century block, holding
 * consecutive time segments of equal length with Chebyshev coefficients for x, y and z (AU,
 * storage frame, TT). Little-endian:
 *
 *   0  'AEPH', u8 version, u8 series index, u8 coefficients per coordinate (n), u8 predicted (p)
 *   8  f64 start JD (TT), f64 segment length (days), u32 segment count, f64 base quantum (AU)
 *  36  per coordinate and coefficient index: i8 quantum exponent e (quantum = base · 2^e)
 *      per coordinate and coefficient index: u8 Rice parameter r
 *      per coordinate: f64 × p, the first segment's c0 … c(p−1) in quanta
 *      then, bit-packed (LSB first), per segment and coordinate: c(n−1) … c0 in quanta, each
 *      zigzag-mapped to v ≥ 0 and Rice-coded: ⌊v / 2^r⌋ one-bits, a zero-bit, then v mod 2^r
 *      in r bits. Rice codes follow each coefficient's spread, where fixed widths would pay for
 *      the largest value of the column every time.
 *
 * The p lowest coefficients, the largest, are not stored as such: the previous segment's end
 * position and first p−1 derivatives predict them (segments join almost smoothly), and only
 * the rounding residual is stored. The encoder (scripts/ephemeris/encode-ephemeris-file.ts)
 * replays the same prediction, so these cost a few bits where they would cost twenty or more.
 */
import type { ChebyshevSeries } from './chebyshev-series';

export const FILE_MAGIC = 0x48504541; // 'AEPH'
export const FILE_VERSION = 1;
export const HEADER_BYTES = 36;

export interface EphemerisFileHeader {
  series: number;
  degree: number;
  predicted: number;
  start: number;
  days: number;
  count: number;
  quantum: number;
  /** [coordinate * degree + index] */
  exponents: Int8Array;
  rice: Uint8Array;
  /** First segment's c0 … c(p−1) of each coordinate, in quanta: [coordinate * p + index]. */
  first: Float64Array;
}

/**
 * j-th derivatives of T_k at x = −1 (`start`) and x = +1 (`end`), [j][k], j < predicted:
 * T_k^(j)(±1) = (±1)^(k+j) · Π_{i<j} (k² − i²)/(2i + 1).
 */
export interface DerivativeTables {
  start: Float64Array[];
  end: Float64Array[];
}

export function derivativeTables(n: number, predicted: number): DerivativeTables {
  const start: Float64Array[] = [];
  const end: Float64Array[] = [];
  for (let j = 0; j < predicted; j++) {
    start.push(new Float64Array(n));
    end.push(new Float64Array(n));
    for (let k = 0; k < n; k++) {
      let v = 1;
      for (let i = 0; i < j; i++) v *= (k * k - i * i) / (2 * i + 1);
      end[j][k] = v;
      start[j][k] = (k + j) % 2 === 0 ? v : -v;
    }
  }
  return { start, end };
}

/**
 * c_j that makes a segment's j-th derivative at x = −1 equal `target` (the previous segment's
 * at x = +1), given its coefficients above j.
 */
export function predictCoefficient(
  coeffs: Float64Array,
  offset: number,
  n: number,
  j: number,
  target: number,
  tables: DerivativeTables,
): number {
  const row = tables.start[j];
  let rest = 0;
  for (let k = n - 1; k > j; k--) rest += coeffs[offset + k] * row[k];
  return (target - rest) / row[j];
}

/** The j-th derivatives (j < predicted) at x = +1 of a decoded coordinate, into `out`. */
export function endDerivatives(
  coeffs: Float64Array,
  offset: number,
  n: number,
  tables: DerivativeTables,
  out: Float64Array,
  outOffset: number,
): void {
  for (let j = 0; j < tables.end.length; j++) {
    const row = tables.end[j];
    let v = 0;
    for (let k = n - 1; k >= j; k--) v += coeffs[offset + k] * row[k];
    out[outOffset + j] = v;
  }
}

export function readHeader(view: DataView): EphemerisFileHeader {
  if (view.byteLength < HEADER_BYTES || view.getUint32(0, true) !== FILE_MAGIC) {
    throw new Error('not an ephemeris file');
  }
  if (view.getUint8(4) !== FILE_VERSION) {
    throw new Error(`unsupported ephemeris file version ${view.getUint8(4)}`);
  }
  const degree = view.getUint8(6);
  const predicted = view.getUint8(7);
  if (predicted > degree) throw new Error('corrupt ephemeris file header');
  const header: EphemerisFileHeader = {
    series: view.getUint8(5),
    degree,
    predicted,
    start: view.getFloat64(8, true),
    days: view.getFloat64(16, true),
    count: view.getUint32(24, true),
    quantum: view.getFloat64(28, true),
    exponents: new Int8Array(3 * degree),
    rice: new Uint8Array(3 * degree),
    first: new Float64Array(3 * predicted),
  };
  if (view.byteLength < dataOffset(degree, predicted)) throw new Error('truncated ephemeris file');
  let pos = HEADER_BYTES;
  for (let i = 0; i < 3 * degree; i++) header.exponents[i] = view.getInt8(pos++);
  for (let i = 0; i < 3 * degree; i++) header.rice[i] = view.getUint8(pos++);
  for (let i = 0; i < 3 * predicted; i++, pos += 8) header.first[i] = view.getFloat64(pos, true);
  return header;
}

export function dataOffset(degree: number, predicted: number): number {
  return HEADER_BYTES + 6 * degree + 24 * predicted;
}

/** A decoded file: one series index's coefficients over [start, end). */
export interface DecodedEphemerisFile extends ChebyshevSeries {
  series: number;
}

/** Decodes one file into a series covering [start, start + count · days). */
export function decodeEphemerisFile(
  buffer: ArrayBuffer,
  name = 'ephemeris file',
): DecodedEphemerisFile {
  const view = new DataView(buffer);
  const h = readHeader(view);
  const n = h.degree;
  const p = h.predicted;
  const tables = derivativeTables(n, p);
  const bytes = new Uint8Array(buffer, dataOffset(n, p));
  const quanta = Float64Array.from(h.exponents, (e) => h.quantum * 2 ** e);
  const coeffs = new Float64Array(h.count * 3 * n);
  const ends = new Float64Array(3 * p);
  let byte = 0;
  let bit = 0;
  const truncated = () => new Error(`${name} is truncated`);
  // Values reach 40 bits and more, so they are assembled with arithmetic, not bit operators.
  const read = (r: number): number => {
    let quotient = 0;
    for (;;) {
      if (byte >= bytes.length) throw truncated();
      const one = (bytes[byte] >>> bit) & 1;
      if (++bit === 8) {
        bit = 0;
        byte++;
      }
      if (!one) break;
      quotient++;
    }
    let width = r;
    let value = quotient * 2 ** r;
    let scale = 1;
    while (width > 0) {
      if (byte >= bytes.length) throw truncated();
      const take = Math.min(8 - bit, width);
      value += ((bytes[byte] >>> bit) & ((1 << take) - 1)) * scale;
      scale *= 1 << take;
      width -= take;
      bit += take;
      if (bit === 8) {
        bit = 0;
        byte++;
      }
    }
    return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
  };
  for (let s = 0; s < h.count; s++) {
    for (let k = 0; k < 3; k++) {
      const offset = (s * 3 + k) * n;
      const col = k * n;
      for (let i = n - 1; i >= p; i--) coeffs[offset + i] = read(h.rice[col + i]) * quanta[col + i];
      for (let j = p - 1; j >= 0; j--) {
        const base =
          s === 0
            ? h.first[k * p + j]
            : Math.round(
                predictCoefficient(coeffs, offset, n, j, ends[k * p + j], tables) / quanta[col + j],
              );
        coeffs[offset + j] = (base + read(h.rice[col + j])) * quanta[col + j];
      }
      endDerivatives(coeffs, offset, n, tables, ends, k * p);
    }
  }
  if (bit > 0) byte++;
  if (byte !== bytes.length) throw new Error(`${name} has trailing bytes`);
  return {
    series: h.series,
    start: h.start,
    end: h.start + h.count * h.days,
    days: h.days,
    degree: n,
    count: h.count,
    coeffs,
  };
}
