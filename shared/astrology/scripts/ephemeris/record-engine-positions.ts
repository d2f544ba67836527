// Dev-only: records the engine's geocentric apparent positions at random instants 1800–2200 into
// src/engine/__tests__/fixtures/engine-positions.bin, the baseline a new ephemeris must keep
// within 0.1″ (see ephemeris-data.test.ts). Run it before replacing the data files: the stored
// baseline is the engine's output from before the binary files. Layout, little-endian: u32 instant count, u32 value
// count per instant, then per instant a f64 UTC (ms since 1970) and int32 values in µdeg
// (longitude and latitude of each body in `RECORDED_BODIES`; the true node has longitude only).
//   npx tsx scripts/ephemeris/record-engine-positions.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadChartEngine } from '../../src/engine';
import {
  RECORDED_BODIES,
  RECORDED_INSTANTS,
} from '../../src/engine/__tests__/fixtures/engine-positions';
import { seededRandom } from '../seeded-random';

const FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/engine/__tests__/fixtures/engine-positions.bin',
);

async function main(): Promise<void> {
  const engine = await loadChartEngine();
  const rnd = seededRandom(1801);
  const from = Date.UTC(1800, 0, 1, 12);
  const to = Date.UTC(2200, 11, 31);
  const perInstant = RECORDED_BODIES.length * 2 - 1;
  const buffer = Buffer.alloc(8 + RECORDED_INSTANTS * (8 + 4 * perInstant));
  buffer.writeUInt32LE(RECORDED_INSTANTS, 0);
  buffer.writeUInt32LE(perInstant, 4);
  let pos = 8;
  for (let i = 0; i < RECORDED_INSTANTS; i++) {
    const utc = Math.round(from + rnd() * (to - from));
    buffer.writeDoubleLE(utc, pos);
    pos += 8;
    const chart = engine.computeChart({ utc: new Date(utc), lat: 0, lon: 0 });
    for (const body of RECORDED_BODIES) {
      buffer.writeInt32LE(Math.round(chart.bodies[body].lon * 1e6), pos);
      pos += 4;
      if (body === 'trueNode') continue;
      buffer.writeInt32LE(Math.round(chart.bodies[body].lat * 1e6), pos);
      pos += 4;
    }
  }
  writeFileSync(FILE, buffer);
  console.log(`${RECORDED_INSTANTS} instants, ${buffer.length} bytes → ${FILE}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
