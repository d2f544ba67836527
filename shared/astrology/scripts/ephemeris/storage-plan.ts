// How each body is stored: segment length, coefficients per coordinate and error budget, chosen
// by measuring the gzipped size of candidate layouts (longer segments with more coefficients are
// often smaller); the quantum is then the coarsest power of two that keeps the budget.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SERIES, type SeriesName } from '../../src/engine/ephemeris/bodies';
import { BLOCKS, ephemerisFileName } from '../../src/engine/ephemeris/ephemeris-blocks';
import { decodeEphemerisFile } from '../../src/engine/ephemeris/ephemeris-file';
import { seriesState } from '../../src/engine/ephemeris/series-state';
import type { ChebyshevSeries } from '../../src/engine/ephemeris/chebyshev-series';
import { encodeEphemerisFile } from './encode-ephemeris-file';
import type { Vec3 } from './full-series';
import { fitBlock } from './segment-fit';

const ARCSEC = Math.PI / 180 / 3600;
const KEPT_FILE_TOLERANCE = 0.01;

interface StoragePlan {
  /** Nominal segment length, days (each block is cut into whole segments of about this). */
  days: number;
  degree: number;
  /** Lowest coefficients predicted from the previous segment (see ephemeris-file.ts). */
  predicted: number;
  /**
   * Quantum of coefficient k relative to c0's: 2^−round(slope · log2 k), for x, y and z alike or
   * each. The Moon's velocity feeds the true node, which amplifies noise in its high-order
   * coefficients (weighted k² in the derivative), so those are kept finer; the slopes were
   * chosen by the node's agreement with the previous ephemeris (ephemeris-data.test.ts).
   */
  slope: number | [number, number, number];
  /** Largest position error, arcseconds as seen from the Earth at its closest. */
  budget: number;
  /** Closest approach to the Earth, AU (the Moon: its own distance is used). */
  closest: number;
}

// The budgets add up to ≤ 0.1″ geocentric: a planet's own error plus the Earth's (the EMB's
// 0.03″ as seen from Venus at its closest, 0.26 AU; less from farther bodies).
export const STORAGE_PLANS: Record<SeriesName, StoragePlan> = {
  mercury: { days: 32, degree: 14, predicted: 4, slope: 0, budget: 0.08, closest: 0.52 },
  venus: { days: 256, degree: 20, predicted: 4, slope: 0, budget: 0.07, closest: 0.26 },
  emb: { days: 256, degree: 18, predicted: 4, slope: 0, budget: 0.03, closest: 0.26 },
  mars: { days: 256, degree: 18, predicted: 4, slope: 0, budget: 0.075, closest: 0.37 },
  jupiter: { days: 1024, degree: 18, predicted: 4, slope: 0, budget: 0.06, closest: 3.9 },
  saturn: { days: 1024, degree: 14, predicted: 4, slope: 0, budget: 0.06, closest: 7.9 },
  uranus: { days: 1024, degree: 14, predicted: 4, slope: 0, budget: 0.06, closest: 17.2 },
  neptune: { days: 1024, degree: 14, predicted: 4, slope: 0, budget: 0.06, closest: 28.7 },
  pluto: { days: 1024, degree: 14, predicted: 4, slope: 0, budget: 0.06, closest: 28.4 },
  chiron: { days: 1024, degree: 16, predicted: 4, slope: 0, budget: 0.06, closest: 7.4 },
  // x and y at slope 1 and 1.25, z (nearest the orbit's pole, which the node turns on) at 2.
  // 0.062″ keeps all the data for 1800–2200 under 1.0 MB gzipped; at 0.07″ the true node drifts
  // past 0.6″ from the previous ephemeris (ephemeris-data.test.ts).
  moon: { days: 16, degree: 18, predicted: 4, slope: [1, 1.25, 2], budget: 0.062, closest: 0 },
};

export interface WrittenBody {
  /** The decoded series, block by block. */
  blocks: ChebyshevSeries[];
  raw: number;
  gzipped: number;
  worstArcsec: number;
}

/** Position of a body in one of its stored blocks (clamped just inside the block's end). */
export function blockState(blocks: ChebyshevSeries[], jd: number, out: Float64Array): void {
  const b = blocks.findIndex((s) => jd < s.end);
  const series = blocks[b === -1 ? blocks.length - 1 : b];
  seriesState(series, Math.min(Math.max(jd, series.start), series.end - 1e-6), out);
}

/**
 * Fits, quantises and writes one body's files (one per block) to `dir`, verifying each against
 * `position` at random instants; throws if no quantum keeps the budget. With `keepExisting`, a
 * block whose file is already there and still matches `position` within its budget is kept:
 * extending the span then leaves the files of the centuries already stored, and their hashed
 * URLs, unchanged.
 */
export function writeBodyFiles(
  dir: string,
  name: SeriesName,
  position: (jd: number) => Vec3,
  { keepExisting = false }: { keepExisting?: boolean } = {},
): WrittenBody {
  const plan = STORAGE_PLANS[name];
  const slopes = typeof plan.slope === 'number' ? [plan.slope] : plan.slope;
  const exponents = slopes.flatMap((slope) =>
    Array.from({ length: plan.degree }, (_, k) => -Math.round(slope * Math.log2(Math.max(k, 1)))),
  );
  mkdirSync(dir, { recursive: true });
  const out = new Float64Array(6);
  const written: WrittenBody = { blocks: [], raw: 0, gzipped: 0, worstArcsec: 0 };
  const worstError = (series: ChebyshevSeries, samples: { jd: number; p: Vec3 }[]) => {
    let worst = 0;
    for (const { jd, p } of samples) {
      seriesState(series, jd, out);
      const distance = plan.closest || Math.hypot(p[0], p[1], p[2]);
      const error = Math.hypot(out[0] - p[0], out[1] - p[1], out[2] - p[2]) / distance;
      worst = Math.max(worst, error / ARCSEC);
    }
    return worst;
  };
  BLOCKS.forEach((block, b) => {
    const samples = Array.from({ length: 2000 }, () => {
      const jd = block.start + Math.random() * (block.end - block.start - 1e-6);
      return { jd, p: position(jd) };
    });
    const filePath = path.join(dir, ephemerisFileName(name, b));
    if (keepExisting && existsSync(filePath)) {
      const bytes = readFileSync(filePath);
      const series = decodeEphemerisFile(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
      );
      const worst = worstError(series, samples);
      // Stored files were fitted to an earlier build of the same sources (≤ 0.002″ apart, to which the random check adds its own spread); a
      // file farther off than that no longer matches its source and is fitted again.
      if (worst <= plan.budget + KEPT_FILE_TOLERANCE) {
        written.blocks.push(series);
        written.raw += bytes.length;
        written.gzipped += gzipSync(bytes, { level: 9 }).length;
        written.worstArcsec = Math.max(written.worstArcsec, worst);
        return;
      }
      console.log(`${name} ${block.name}: the stored file is ${worst.toFixed(3)}″ off; refitted`);
    }
    const count = Math.max(1, Math.round((block.end - block.start) / plan.days));
    const fit = fitBlock(position, block.start, block.end, count, plan.degree);
    let best: { file: Uint8Array; series: ChebyshevSeries; worst: number } | undefined;
    const attempt = (e: number) => {
      const file = encodeEphemerisFile(SERIES[name], fit, {
        quantum: 2 ** e,
        exponents,
        predicted: plan.predicted,
      });
      const series = decodeEphemerisFile(file.buffer as ArrayBuffer);
      const worst = worstError(series, samples);
      if (worst > plan.budget) return false;
      best = { file, series, worst };
      return true;
    };
    // The coarsest quantum that keeps the budget: by powers of two from fine to coarse, then in
    // quarter steps past the last that did.
    let e = -46;
    while (e <= -10 && attempt(e)) e++;
    for (let step = 1; step < 4 && attempt(e - 1 + step / 4); step++);
    if (!best) throw new Error(`${name} ${block.name}: no quantum keeps ${plan.budget}″`);
    writeFileSync(filePath, best.file);
    written.blocks.push(best.series);
    written.raw += best.file.length;
    written.gzipped += gzipSync(best.file, { level: 9 }).length;
    written.worstArcsec = Math.max(written.worstArcsec, best.worst);
  });
  return written;
}
