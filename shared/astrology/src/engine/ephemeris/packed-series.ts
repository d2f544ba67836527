/**
 * Storage format of the precomputed ephemerides: per body, consecutive time segments of equal
 * length, each holding Chebyshev coefficients for x, y and z (AU, storage frame, TT). The
 * coefficients are rounded to a multiple of `quantum` and written as zigzag varints, base64.
 */
export interface PackedSeries {
  body: string;
  /** JD (TT) at which the first segment starts. */
  start: number;
  /** Segment length in days. */
  days: number;
  /** Coefficients per coordinate and segment. */
  degree: number;
  count: number;
  quantum: number;
  data: string;
}

export interface ChebyshevSeries {
  start: number;
  end: number;
  days: number;
  degree: number;
  count: number;
  coeffs: Float64Array;
}

function base64ToBytes(text: string): Uint8Array {
  if (typeof atob === 'function') {
    const bin = atob(text);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  }
  return Uint8Array.from(Buffer.from(text, 'base64'));
}

export function unpackSeries(packed: PackedSeries): ChebyshevSeries {
  const bytes = base64ToBytes(packed.data);
  const total = packed.count * 3 * packed.degree;
  const coeffs = new Float64Array(total);
  let pos = 0;
  for (let i = 0; i < total; i++) {
    // Varints can exceed 32 bits, so they are assembled with arithmetic, not bit operators.
    let value = 0;
    let scale = 1;
    let byte: number;
    do {
      if (pos >= bytes.length) throw new Error(`ephemeris data for ${packed.body} is truncated`);
      byte = bytes[pos++];
      value += (byte & 0x7f) * scale;
      scale *= 128;
    } while (byte & 0x80);
    const signed = value % 2 === 0 ? value / 2 : -(value + 1) / 2;
    coeffs[i] = signed * packed.quantum;
  }
  if (pos !== bytes.length) throw new Error(`ephemeris data for ${packed.body} has trailing bytes`);
  return {
    start: packed.start,
    end: packed.start + packed.count * packed.days,
    days: packed.days,
    degree: packed.degree,
    count: packed.count,
    coeffs,
  };
}
