/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadChartEngine } from '..';
import { SERIES_NAMES } from '../ephemeris/bodies';
import { BLOCKS, ephemerisFileName } from '../ephemeris/ephemeris-blocks';
import { decodeEphemerisFile } from '../ephemeris/ephemeris-file';
import { seriesState } from '../ephemeris/series-state';
import { encodeEphemerisFile } from '../../../scripts/ephemeris/encode-ephemeris-file';
import { fitBlock } from '../../../scripts/ephemeris/segment-fit';
import { seededRandom } from '../../../scripts/seeded-random';
import { readRecordedCharts, RECORDED_BODIES } from './fixtures/engine-positions';

const DATA_DIR = path.join(__dirname, '..', 'data');
const arcsec = (degrees: number) => degrees * 3600;
const lonDifference = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

function readData(name: string): ArrayBuffer {
  const bytes = readFileSync(path.join(DATA_DIR, name));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

describe('the stored files', () => {
  const files = SERIES_NAMES.flatMap((body, series) =>
    BLOCKS.map((block, b) => ({ body, series, block, name: ephemerisFileName(body, b) })),
  );

  test.each(files.map((f) => [f.name, f]))('%s decodes to its body and century', (_, f) => {
    const decoded = decodeEphemerisFile(readData(f.name), f.name);
    expect(decoded.series).toBe(f.series);
    expect(decoded.start).toBeCloseTo(f.block.start, 6);
    expect(decoded.end).toBeCloseTo(f.block.end, 6);
    expect(decoded.coeffs.every(Number.isFinite)).toBe(true);
  });

  // The target is 1.0 MB for 1800–2200 in decimal megabytes, the size a phone's data plan
  // counts; the centuries added around it must not make a modern chart download more.
  test('1800–2200 takes at most 1,000,000 bytes gzipped, and no century over 260,000', () => {
    const gzippedOf = (block: string) =>
      files
        .filter((f) => f.block.name === block)
        .reduce((sum, f) => sum + gzipSync(readData(f.name), { level: 9 }).length, 0);
    const modern = ['1800', '1900', '2000', '2100'].map(gzippedOf);
    expect(modern.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1_000_000);
    for (const block of BLOCKS) expect(gzippedOf(block.name)).toBeLessThanOrEqual(260_000);
  });

  test('a damaged file is refused, not misread', () => {
    const good = new Uint8Array(readData('venus-1900.bin'));
    expect(() => decodeEphemerisFile(good.slice(0, good.length - 3).buffer, 'cut')).toThrow(
      'cut is truncated',
    );
    const longer = new Uint8Array(good.length + 2);
    longer.set(good);
    expect(() => decodeEphemerisFile(longer.buffer, 'long')).toThrow('long has trailing bytes');
    const wrongMagic = good.slice();
    wrongMagic[0] = 0;
    expect(() => decodeEphemerisFile(wrongMagic.buffer)).toThrow('not an ephemeris file');
  });
});

test('encoding then decoding keeps every coefficient to within half its quantum', () => {
  const rnd = seededRandom(3);
  const phase = rnd() * 6;
  // A smooth, orbit-like test function: a circle of 0.4 AU with a slow wobble.
  const position = (jd: number): [number, number, number] => [
    0.4 * Math.cos(jd / 14 + phase),
    0.4 * Math.sin(jd / 14 + phase),
    0.01 * Math.sin(jd / 300),
  ];
  const fit = fitBlock(position, 2451544.5, 2451544.5 + 640, 20, 16);
  const quantum = 2 ** -30;
  const exponents = Array.from({ length: 16 }, (_, k) => -Math.round(Math.log2(Math.max(k, 1))));
  const file = encodeEphemerisFile(4, fit, { quantum, exponents, predicted: 4 });
  const decoded = decodeEphemerisFile(file.buffer as ArrayBuffer);
  expect(decoded).toMatchObject({ series: 4, start: 2451544.5, count: 20, degree: 16 });
  for (let i = 0; i < fit.coeffs.length; i++) {
    const q = quantum * 2 ** exponents[i % 16];
    expect(Math.abs(decoded.coeffs[i] - fit.coeffs[i])).toBeLessThanOrEqual(q / 2 + 1e-18);
  }
  const out = new Float64Array(6);
  seriesState(decoded, 2451544.5 + 333.3, out);
  const p = position(2451544.5 + 333.3);
  expect(Math.hypot(out[0] - p[0], out[1] - p[1], out[2] - p[2])).toBeLessThan(1e-8);
});

// engine-positions.bin holds the engine's apparent positions at 3000 random instants 1800–2200
// as computed from the ephemeris it had before the binary files (Chebyshev coefficients kept to
// ≤ 0.002″, as JS literals); the binary files were fitted to that ephemeris.
describe('agreement with the previous ephemeris at 3000 random instants', () => {
  const worst = new Map<string, number>();

  beforeAll(async () => {
    const engine = await loadChartEngine();
    for (const recorded of readRecordedCharts()) {
      const chart = engine.computeChart({ utc: recorded.utc, lat: 0, lon: 0 });
      for (const body of RECORDED_BODIES) {
        const was = recorded.bodies[body];
        const now = chart.bodies[body];
        let difference = lonDifference(now.lon, was.lon);
        if (was.lat !== undefined) difference = Math.max(difference, Math.abs(now.lat - was.lat));
        worst.set(body, Math.max(worst.get(body) ?? 0, arcsec(difference)));
      }
    }
  });

  test.each(RECORDED_BODIES.filter((b) => b !== 'trueNode').map((b) => [b]))(
    '%s stays within 0.1″',
    (body) => {
      expect(worst.get(body)).toBeLessThan(0.1);
    },
  );

  // The osculating node turns on the Moon's velocity, which amplifies quantisation noise of the
  // high-order coefficients; the Moon's finer high-order quanta keep it well inside 1″.
  test('the true node stays within 0.6″', () => {
    expect(worst.get('trueNode')).toBeLessThan(0.6);
  });
});
