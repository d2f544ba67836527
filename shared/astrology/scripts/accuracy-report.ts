// Dev-only: worst differences from the Swiss Ephemeris reference charts and the hold-out charts
// (random, with a planet behind the Sun, Mars at opposition, and the centuries 1500–1800 and
// 2200–2500; see src/engine/__tests__/fixtures), per body,
// house system and angle, in arcseconds, with the instant each worst case occurs at; then the
// size of each body's ephemeris files, raw and gzipped.
//   npx tsx scripts/accuracy-report.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BODY_NAMES, HOUSE_SYSTEMS, loadChartEngine } from '../src/engine';
import { SERIES_NAMES } from '../src/engine/ephemeris/bodies';
import { BLOCKS, ephemerisFileName } from '../src/engine/ephemeris/ephemeris-blocks';
import {
  ANGLES,
  type Agreement,
  measureAgreement,
  type Worst,
} from '../src/engine/__tests__/fixtures/measure-agreement';
import {
  BEHIND_THE_SUN,
  EARLY_CENTURIES,
  HOLDOUT,
  LATE_CENTURIES,
  MARS_OPPOSITIONS,
  REFERENCE,
} from '../src/engine/__tests__/fixtures/reference-cases';

/** Rows of the report: a label and how to pick its worst value from an agreement. */
const ROWS: [string, (a: Agreement) => Worst, 'arcsec' | 's'][] = [
  ...BODY_NAMES.flatMap((b): [string, (a: Agreement) => Worst, 'arcsec'][] => [
    [`${b} lon`, (a) => a.bodies[b].lon, 'arcsec'],
    [`${b} lat`, (a) => a.bodies[b].lat, 'arcsec'],
  ]),
  ...HOUSE_SYSTEMS.map((s): [string, (a: Agreement) => Worst, 'arcsec'] => [
    `houses ${s}`,
    (a) => a.houses[s],
    'arcsec',
  ]),
  ...ANGLES.map((n): [string, (a: Agreement) => Worst, 'arcsec'] => [
    `angle ${n}`,
    (a) => a.angles[n],
    'arcsec',
  ]),
  ['deltaT', (a) => a.deltaT, 's'],
];

const cell = (w: Worst, unit: 'arcsec' | 's') =>
  `${(unit === 'arcsec' ? w.value * 3600 : w.value).toFixed(3).padStart(7)}${unit === 'arcsec' ? '″' : 's'} ${w.utc.slice(0, 10).padEnd(10)}`;

async function main(): Promise<void> {
  const engine = await loadChartEngine();
  const sets = [
    ['reference', REFERENCE],
    ['hold-out', HOLDOUT],
    ['behind Sun', BEHIND_THE_SUN],
    ['Mars opp.', MARS_OPPOSITIONS],
    ['1500–1800', EARLY_CENTURIES],
    ['2200–2500', LATE_CENTURIES],
  ] as const;
  const results = sets.map(([, set]) => measureAgreement(engine, set.cases));
  console.log(
    `${''.padEnd(22)} ${sets.map(([name, set]) => `${name} (${set.cases.length})`.padEnd(20)).join(' ')}`,
  );
  for (const [label, pick, unit] of ROWS) {
    console.log(`${label.padEnd(22)} ${results.map((r) => cell(pick(r), unit)).join(' ')}`);
  }
  results.forEach((r, i) => {
    if (r.retrogradeMismatches.length > 0) {
      console.log(
        `${sets[i][0]}: retrograde flag differs for ${r.retrogradeMismatches.join(', ')}`,
      );
    }
  });
}

/** Bytes of each body's files over 1500–2500, as stored and as served gzipped. */
function dataSizes(): void {
  const dir = path.join(__dirname, '..', 'src', 'engine', 'data');
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1).padStart(7)} kB`;
  let raw = 0;
  let gzipped = 0;
  console.log(`\n${'ephemeris data'.padEnd(22)} ${'raw'.padStart(10)} ${'gzipped'.padStart(10)}`);
  for (const name of SERIES_NAMES) {
    const files = BLOCKS.map((_, b) => readFileSync(path.join(dir, ephemerisFileName(name, b))));
    const r = files.reduce((sum, f) => sum + f.length, 0);
    const g = files.reduce((sum, f) => sum + gzipSync(f, { level: 9 }).length, 0);
    raw += r;
    gzipped += g;
    console.log(`${name.padEnd(22)} ${kb(r)} ${kb(g)}`);
  }
  console.log(`${'total'.padEnd(22)} ${kb(raw)} ${kb(gzipped)}`);
}

main()
  .then(dataSizes)
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
