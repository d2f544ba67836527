// Dev-only: worst differences from the Swiss Ephemeris reference charts (see
// src/engine/__tests__/fixtures), per body, house system and angle, in arcseconds.
//   npx tsx scripts/accuracy-report.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BODY_NAMES, HOUSE_SYSTEMS, loadChartEngine } from '../src/engine';
import { angleDifference } from '../src/engine/frames/constants';

interface RefCase {
  utc: string;
  lat: number;
  lon: number;
  deltaT: number;
  bodies: Record<string, { lon: number; lat: number; speed: number }>;
  houses: Record<string, number[]>;
  angles: Record<'asc' | 'mc' | 'vertex', number>;
}

async function main(): Promise<void> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = path.join(
    here,
    '..',
    'src',
    'engine',
    '__tests__',
    'fixtures',
    'chart-reference.json',
  );
  const { cases } = JSON.parse(readFileSync(file, 'utf8')) as { cases: RefCase[] };
  const engine = await loadChartEngine();
  const worst = new Map<string, number>();
  const note = (key: string, arcsec: number) =>
    worst.set(key, Math.max(worst.get(key) ?? 0, arcsec));
  let worstDeltaT = 0;
  for (const c of cases) {
    for (const system of HOUSE_SYSTEMS) {
      const chart = engine.computeChart({
        utc: new Date(c.utc),
        lat: c.lat,
        lon: c.lon,
        houses: system,
      });
      chart.houses.cusps.forEach((v, i) =>
        note(`houses ${system}`, Math.abs(angleDifference(v, c.houses[system][i])) * 3600),
      );
      if (system !== 'placidus') continue;
      worstDeltaT = Math.max(worstDeltaT, Math.abs(chart.deltaT - c.deltaT));
      for (const a of ['asc', 'mc', 'vertex'] as const) {
        note(`angle ${a}`, Math.abs(angleDifference(chart.angles[a], c.angles[a])) * 3600);
      }
      for (const b of BODY_NAMES) {
        const ours = chart.bodies[b];
        const ref = c.bodies[b];
        note(`${b} lon`, Math.abs(angleDifference(ours.lon, ref.lon)) * 3600);
        note(`${b} lat`, Math.abs(ours.lat - ref.lat) * 3600);
      }
    }
  }
  for (const [key, value] of worst) console.log(`${key.padEnd(22)} ${value.toFixed(3)}″`);
  console.log(`${'deltaT'.padEnd(22)} ${worstDeltaT.toFixed(3)} s`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
