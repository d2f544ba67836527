// Measures the chart engine against every committed Swiss Ephemeris reference set and writes
// the worst differences per century as JSON, for the public accuracy page. The production build
// runs it (scripts/build.mjs writes shell/dist/accuracy.json), so the page always describes the
// engine that ships.
//   npx tsx shared/astrology/scripts/accuracy-summary.ts <out.json>
import { writeFileSync } from 'node:fs';
import {
  ACCURACY_ANGLES,
  type AccuracySummary,
  accuracySummarySchema,
  type WorstErrors,
} from '../src/accuracy/accuracy-summary';
import { BODY_NAMES, HOUSE_SYSTEMS, loadChartEngine } from '../src/engine';
import { zoneHistoryTzdata } from '../src/time';
import { measureAgreement } from '../src/engine/__tests__/fixtures/measure-agreement';
import {
  BEHIND_THE_SUN,
  EARLY_CENTURIES,
  HOLDOUT,
  LATE_CENTURIES,
  MARS_OPPOSITIONS,
  REFERENCE,
  type ReferenceCase,
} from '../src/engine/__tests__/fixtures/reference-cases';

const SETS = [
  {
    name: 'Random charts',
    set: REFERENCE,
    about: 'Random instants from 1800 to 2199 at random places up to 60° from the equator.',
  },
  {
    name: 'Hold-out charts',
    set: HOLDOUT,
    about:
      'Another random draw, weighted towards the range’s ends, that was never used to tune the engine.',
  },
  {
    name: 'Planets behind the Sun',
    set: BEHIND_THE_SUN,
    about: 'Moments when a planet stood behind the Sun’s disc, where its light is bent most.',
  },
  {
    name: 'Mars at opposition',
    set: MARS_OPPOSITIONS,
    about:
      'Mars nearest the Earth in 1800–1815 and 2155–2200, where an error in its orbit shows most.',
  },
  {
    name: '1500 to 1800',
    set: EARLY_CENTURIES,
    about: 'Random instants from 1500 to 1799, Gregorian dates, at random places.',
  },
  {
    name: '2200 to 2500',
    set: LATE_CENTURIES,
    about: 'Random instants from 2200 to 2499 at random places.',
  },
];

const ARCSEC = 3600;
const round = (degrees: number) => Math.round(degrees * ARCSEC * 1000) / 1000;

function worstErrors(
  engine: Awaited<ReturnType<typeof loadChartEngine>>,
  cases: ReferenceCase[],
): WorstErrors {
  const agreement = measureAgreement(engine, cases);
  const pick = <K extends string>(keys: readonly K[], value: (key: K) => number) =>
    Object.fromEntries(keys.map((key) => [key, round(value(key))])) as Record<K, number>;
  return {
    charts: cases.length,
    bodies: pick(BODY_NAMES, (body) => agreement.bodies[body].lon.value),
    houses: pick(HOUSE_SYSTEMS, (system) => agreement.houses[system].value),
    angles: pick(ACCURACY_ANGLES, (angle) => agreement.angles[angle].value),
  };
}

/**
 * "Swiss Ephemeris 2.10.03 with sepl_12/semo_12/seas_12, sepl_18/semo_18/seas_18": the programs
 * and data files of the sets, each named once ("… with <files> (how the set was drawn)").
 */
function referenceSource(sources: string[]): string {
  const byProgram = new Map<string, Set<string>>();
  for (const source of sources) {
    const match = /^(.*?) with (.*?)(?:\s*\(.*\))?$/.exec(source);
    const [program, files] = match ? [match[1]!, match[2]!] : [source, ''];
    const known = byProgram.get(program) ?? new Set<string>();
    for (const file of files.split(', ').filter(Boolean)) known.add(file);
    byProgram.set(program, known);
  }
  return [...byProgram]
    .map(([program, files]) => `${program} with ${[...files].sort().join(', ')}`)
    .join('; ');
}

/** The worst of several spans: each worst value is the largest of theirs. */
function worstOf(spans: WorstErrors[]): WorstErrors {
  const largest = <K extends string>(pick: (errors: WorstErrors) => Record<K, number>) => {
    const keys = Object.keys(pick(spans[0]!)) as K[];
    return Object.fromEntries(
      keys.map((key) => [key, Math.max(...spans.map((span) => pick(span)[key]))]),
    ) as Record<K, number>;
  };
  return {
    charts: spans.reduce((sum, span) => sum + span.charts, 0),
    bodies: largest((errors) => errors.bodies),
    houses: largest((errors) => errors.houses),
    angles: largest((errors) => errors.angles),
  };
}

export async function summariseAccuracy(now = new Date()): Promise<AccuracySummary> {
  const engine = await loadChartEngine();
  const cases = SETS.flatMap(({ set }) => set.cases);
  const byCentury = new Map<number, ReferenceCase[]>();
  for (const c of cases) {
    const century = Math.floor(new Date(c.utc).getUTCFullYear() / 100) * 100;
    byCentury.set(century, [...(byCentury.get(century) ?? []), c]);
  }
  // Each set names the program, its data files and how the set was drawn: the page needs the first two.
  const source = referenceSource(SETS.map(({ set }) => set.source));
  const centuries = [...byCentury.keys()]
    .sort((a, b) => a - b)
    .map((from) => ({ from, to: from + 99, ...worstErrors(engine, byCentury.get(from)!) }));
  return accuracySummarySchema.parse({
    format: 1,
    generatedAt: now.toISOString(),
    reference: {
      source,
      sets: SETS.map(({ name, set, about }) => ({ name, charts: set.cases.length, about })),
    },
    tzdata: zoneHistoryTzdata,
    centuries,
    overall: worstOf(centuries),
  });
}

if (require.main === module) {
  const out = process.argv[2];
  if (!out || out.startsWith('--')) {
    console.error('usage: accuracy-summary.ts <out.json>');
    process.exit(2);
  }
  summariseAccuracy()
    .then((summary) => {
      writeFileSync(out, `${JSON.stringify(summary)}\n`);
      const worst = Math.max(...Object.values(summary.overall.bodies));
      console.log(
        `accuracy: ${summary.overall.charts} reference charts, worst body ${worst.toFixed(2)}″`,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
