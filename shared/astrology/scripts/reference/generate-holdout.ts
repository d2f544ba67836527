// Dev-only generator of the hold-out reference charts
// (src/engine/__tests__/fixtures/chart-holdout.json).
//
// The engine's ΔT and sidereal time were checked against the 120 reference charts while they
// were developed. The hold-out set is drawn independently (another seed, other instants and
// places) from the same source, Swiss Ephemeris with its DE441-based files, so the tests can
// show the engine agrees beyond the cases it was looked at with.
//
// It runs an external `swetest` binary (the command-line program of Swiss Ephemeris) and
// parses its output. It contains no Swiss Ephemeris code, and neither does the product: the
// binary and its data files stay outside the project and are only needed to regenerate the
// committed values.
//
//   SWETEST=/path/to/swetest SWEPH_PATH=/path/to/ephe \
//     npx tsx scripts/reference/generate-holdout.ts [--seed 4242] [--count 200] [--out FILE]
//
// With `--set behind-the-sun` it writes chart-behind-the-sun.json instead: charts at the
// instants listed in BEHIND_THE_SUN below, when a planet stood within the solar disc, where
// light deflection needs the Sun's mass distribution (random instants almost never go there).
// With `--set mars-oppositions` it writes chart-mars-oppositions.json: Mars at its oppositions
// near both ends of the range, where it is closest to the Earth and an error in its orbit shows
// most (VSOP87's Mars was up to 1.2″ off there).
//
// With `--set early` or `--set late` it writes chart-1500-1800.json or chart-2200-2500.json:
// instants uniform over the centuries outside 1800–2200.
//
// SWEPH_PATH must hold the _12, _18 and _24 files of sepl, semo and seas (1200–2999). To
// confirm a swetest build and its files reproduce an existing set (e.g. the 120-case chart-reference.json), run
//
//   SWETEST=… SWEPH_PATH=… npx tsx scripts/reference/generate-holdout.ts \
//     --check src/engine/__tests__/fixtures/chart-reference.json
//
// which recomputes every case of that file and prints the largest differences.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import {
  type ReferenceCase,
  type ReferenceSet,
  referenceSetSchema,
} from '../../src/engine/__tests__/fixtures/reference-set';
import { seededRandom } from '../seeded-random';
import {
  ephemerisFilesOf,
  HOUSE_LETTERS,
  type ReferenceHouseSystem,
  runSwetest,
  type SwetestSetup,
  swetestSetupFromEnv,
} from './swetest';

const FIXTURES = path.join(__dirname, '..', '..', 'src', 'engine', '__tests__', 'fixtures');
const HOUSE_SYSTEMS = Object.keys(HOUSE_LETTERS) as ReferenceHouseSystem[];

/**
 * Where the instants fall (share of the cases, [from, to) years). The reference set is uniform
 * over 1800–2199; here more weight goes where the engine leaves measured data for models —
 * ΔT after 1954 and sidereal time before 1850 and after 2050.
 */
const STRATA = [
  { share: 0.25, from: 1800, to: 1850 },
  { share: 0.15, from: 1850, to: 1954 },
  { share: 0.25, from: 1954, to: 2050 },
  { share: 0.35, from: 2050, to: 2200 },
] as const;

/** The centuries outside 1800–2200, uniform within each (`--set early`, `--set late`). */
const EARLY_STRATA = [{ share: 1, from: 1500, to: 1800 }] as const;
const LATE_STRATA = [{ share: 1, from: 2200, to: 2500 }] as const;
type Strata = readonly { share: number; from: number; to: number }[];
const MAX_LATITUDE = 60;

/** 0h UT on days when the planet named was within 7′ of the Sun's centre (radius ≈ 16′). */
const BEHIND_THE_SUN = [
  ['1851-11-08', 'Mercury'],
  ['2068-11-09', 'Mercury'],
  ['2008-06-09', 'Venus'],
  ['2016-06-07', 'Venus'],
  ['1998-05-13', 'Mars'],
  ['2070-11-11', 'Mars'],
  ['1866-01-01', 'Jupiter'],
  ['2181-07-16', 'Saturn'],
  ['2028-05-31', 'Uranus'],
  ['2066-11-28', 'Uranus'],
  ['2003-01-31', 'Neptune'],
] as const;

/** 0h UT on days of Mars oppositions in 1800–1815 and 2155–2200 (fastest retrograde motion). */
const MARS_OPPOSITIONS = [
  '1800-11-07',
  '1802-12-23',
  '1805-01-29',
  '1807-03-04',
  '1809-04-10',
  '1811-05-26',
  '1813-07-30',
  '2159-06-26',
  '2161-09-07',
  '2174-06-03',
  '2176-08-07',
  '2178-10-20',
  '2189-05-15',
  '2191-07-08',
  '2193-09-23',
  '2195-11-24',
  '2198-01-08',
] as const;

/** Positions to 1e-9° (under 0.00001″), speeds to 1e-9°/day, ΔT to 1 µs. */
const round = (x: number, decimals: number) => {
  const r = Math.round(x * 10 ** decimals) / 10 ** decimals;
  return Object.is(r, -0) ? 0 : r;
};
const deg = (x: number) => round(x, 9);

interface Place {
  utc: Date;
  lat: number;
  lon: number;
}

const randomPlace = (rnd: () => number) => ({
  lat: round(-MAX_LATITUDE + rnd() * 2 * MAX_LATITUDE, 4),
  lon: round(-180 + rnd() * 360, 4),
});

function drawPlaces(seed: number, count: number, strata: Strata = STRATA): Place[] {
  const rnd = seededRandom(seed);
  const places: Place[] = [];
  let left = count;
  strata.forEach((stratum, k) => {
    const n = k === strata.length - 1 ? left : Math.round(stratum.share * count);
    left -= n;
    const from = Date.UTC(stratum.from, 0, 1);
    const to = Date.UTC(stratum.to, 0, 1);
    for (let i = 0; i < n; i++) {
      places.push({
        utc: new Date(Math.floor((from + rnd() * (to - from)) / 1000) * 1000),
        ...randomPlace(rnd),
      });
    }
  });
  return places.sort((a, b) => a.utc.getTime() - b.utc.getTime());
}

function placesOnDays(seed: number, days: readonly string[]): Place[] {
  const rnd = seededRandom(seed);
  return days.map((day) => ({
    utc: new Date(`${day}T00:00:00Z`),
    ...randomPlace(rnd),
  }));
}

/** One full reference chart: bodies, ΔT and the angles with Placidus, then the other systems. */
async function chartAt(setup: SwetestSetup, place: Place): Promise<[ReferenceCase, string]> {
  const main = await runSwetest(setup, { ...place, houses: 'placidus', withBodies: true });
  const houses = {} as ReferenceCase['houses'];
  for (const system of HOUSE_SYSTEMS) {
    const cusps =
      system === 'placidus'
        ? main.cusps
        : (await runSwetest(setup, { ...place, houses: system, withBodies: false })).cusps;
    houses[system] = cusps.map(deg);
  }
  const bodies: ReferenceCase['bodies'] = {};
  for (const [name, b] of Object.entries(main.bodies)) {
    bodies[name] = { lon: deg(b.lon), lat: deg(b.lat), speed: round(b.speed, 9) };
  }
  const chart: ReferenceCase = {
    utc: place.utc.toISOString(),
    lat: place.lat,
    lon: place.lon,
    jdUT: main.jdUT,
    deltaT: round(main.deltaT, 6),
    bodies,
    houses,
    angles: { asc: deg(main.angles.asc), mc: deg(main.angles.mc), vertex: deg(main.angles.vertex) },
  };
  return [chart, main.version];
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the order. */
async function mapLimited<T, R>(items: T[], limit: number, task: (t: T) => Promise<R>) {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return out;
}

async function generate(setup: SwetestSetup, places: Place[], label: string, out: string) {
  const results = await mapLimited(places, 4, (p) => chartAt(setup, p));
  const versions = new Set(results.map(([, v]) => v));
  if (versions.size !== 1) throw new Error(`swetest reported several versions: ${[...versions]}`);
  const set: ReferenceSet = referenceSetSchema.parse({
    source: `Swiss Ephemeris ${[...versions][0]} with ${ephemerisFilesOf(
      places.map((p) => p.utc.getUTCFullYear()),
    )} (swetest, ${label})`,
    cases: results.map(([c]) => c),
  });
  // Written as the project's formatter would print it, so formatting never rewrites the data.
  const text = await format(JSON.stringify(set), {
    ...(await resolveConfig(out)),
    filepath: out,
  });
  writeFileSync(out, text);
  console.log(`${set.cases.length} charts → ${path.relative(process.cwd(), out)} (${set.source})`);
}

/** Recomputes every case of an existing file and prints the largest differences. */
async function check(setup: SwetestSetup, file: string) {
  const set = referenceSetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const worst = new Map<string, number>();
  const note = (key: string, ours: number, theirs: number, scale: number) => {
    let d = Math.abs(ours - theirs);
    if (scale === 3600) d = Math.min(d, 360 - d);
    worst.set(key, Math.max(worst.get(key) ?? 0, d * scale));
  };
  const results = await mapLimited(set.cases, 4, (c) =>
    chartAt(setup, { utc: new Date(c.utc), lat: c.lat, lon: c.lon }),
  );
  set.cases.forEach((c, i) => {
    const [fresh] = results[i];
    note('ΔT (s)', fresh.deltaT, c.deltaT, 1);
    note('jdUT (s)', fresh.jdUT, c.jdUT, 86400);
    for (const [name, b] of Object.entries(c.bodies)) {
      note(`${name} lon (″)`, fresh.bodies[name].lon, b.lon, 3600);
      note(`${name} lat (″)`, fresh.bodies[name].lat, b.lat, 3600);
      note(`${name} speed (″/day)`, fresh.bodies[name].speed, b.speed, 3600);
    }
    for (const system of HOUSE_SYSTEMS) {
      c.houses[system].forEach((v, k) =>
        note(`${system} cusps (″)`, fresh.houses[system][k], v, 3600),
      );
    }
    for (const a of ['asc', 'mc', 'vertex'] as const) {
      note(`${a} (″)`, fresh.angles[a], c.angles[a], 3600);
    }
  });
  console.log(`${set.cases.length} cases of ${path.basename(file)} ("${set.source}") recomputed`);
  console.log(`with swetest ${results[0][1]}; largest differences:`);
  for (const [key, value] of worst) console.log(`  ${key.padEnd(26)} ${value.toExponential(2)}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '4242' },
      count: { type: 'string', default: '200' },
      set: { type: 'string', default: 'holdout' },
      out: { type: 'string' },
      check: { type: 'string' },
    },
  });
  const setup = swetestSetupFromEnv(process.env);
  if (values.check) return check(setup, path.resolve(values.check));
  const seed = Number(values.seed);
  const count = Number(values.count);
  if (!Number.isSafeInteger(seed)) throw new Error('--seed must be an integer');
  if (!Number.isSafeInteger(count) || count < STRATA.length) {
    throw new Error(`--count must be an integer of at least ${STRATA.length}`);
  }
  if (values.set === 'holdout') {
    const out = path.resolve(values.out ?? path.join(FIXTURES, 'chart-holdout.json'));
    await generate(setup, drawPlaces(seed, count), `seed ${seed}`, out);
  } else if (values.set === 'behind-the-sun') {
    const out = path.resolve(values.out ?? path.join(FIXTURES, 'chart-behind-the-sun.json'));
    const days = BEHIND_THE_SUN.map(([day]) => day);
    await generate(setup, placesOnDays(seed, days), `planets behind the Sun, seed ${seed}`, out);
  } else if (values.set === 'mars-oppositions') {
    const out = path.resolve(values.out ?? path.join(FIXTURES, 'chart-mars-oppositions.json'));
    const places = placesOnDays(seed, MARS_OPPOSITIONS);
    await generate(setup, places, `Mars at opposition, seed ${seed}`, out);
  } else if (values.set === 'early' || values.set === 'late') {
    const [strata, years] =
      values.set === 'early' ? [EARLY_STRATA, '1500-1800'] : [LATE_STRATA, '2200-2500'];
    const out = path.resolve(values.out ?? path.join(FIXTURES, `chart-${years}.json`));
    await generate(setup, drawPlaces(seed, count, strata), `${years}, seed ${seed}`, out);
  } else {
    throw new Error('--set must be holdout, behind-the-sun, mars-oppositions, early or late');
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
