// Dev-only generator of the predictive engine's reference set
// (src/predictive/__tests__/fixtures/transit-reference.json).
//
// For a few natal charts and a one-year range each it lists, from Swiss Ephemeris positions and
// this script's own root-finding (hourly samples, then bisection to 0.05 s), every exact major
// aspect (conjunction, sextile, square, trine, opposition) of the transiting Sun … Pluto and true
// node to the natal points the engine reads (NATAL_POINTS: the planets, the ascendant and the
// midheaven, natal longitudes from Swiss Ephemeris too), every ingress and every station of
// Mercury … Pluto, and a few solar and lunar returns. It shares no search code with the engine:
// only the lists of bodies, points, aspects and signs.
//
// Conventions match the engine's: apparent geocentric tropical longitudes on the true ecliptic
// of date (Swiss Ephemeris' default with SEFLG_SWIEPH | SEFLG_SPEED), the osculating ("true")
// node, Placidus angles, UT with Swiss Ephemeris' own ΔT.
//
// Swiss Ephemeris comes from its WebAssembly build, the npm package `swisseph-wasm` (0.1.0 was
// used; it bundles sepl_18/semo_18/seas_18 and reports Swiss Ephemeris 2.10.03). It is not a
// dependency of the project and none of its code is in the repository; only the numbers this
// script writes are committed. To regenerate:
//
//   cd /tmp && npm pack swisseph-wasm && mkdir swx && tar -xzf swisseph-wasm-*.tgz -C swx
//   SWISSEPH_WASM=/tmp/swx/package/src/swisseph.js \
//     npx tsx shared/astrology/scripts/reference/generate-transit-reference.ts [--seed 2718]
//
// Between 1945 and 2035 this build agrees with the swetest output behind chart-holdout.json to
// 0.07″ (planets, Moon, node, ascendant).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { ASPECT_ANGLES } from '../../src/engine/chart/aspects';
import { SIGNS } from '../../src/engine/format/zodiac';
import { MAJOR_TRANSIT_ASPECTS } from '../../src/predictive/transit-search';
import {
  NATAL_POINTS,
  type NatalPoint,
  TRANSIT_BODIES,
  type TransitBody,
} from '../../src/predictive/points';
import type {
  StoredTransitEvent,
  StoredTransitReferenceSet,
  TransitReferenceChart,
  TransitReferenceEvent,
} from '../../src/predictive/__tests__/fixtures/transit-reference-set';
import { seededRandom } from '../seeded-random';

/** The part of swisseph-wasm's API used here. */
interface SwissEph {
  initSwissEph(): Promise<void>;
  calc_ut(jd: number, body: number, flags: number): Float64Array;
  houses(jd: number, lat: number, lon: number, system: string): { ascmc: Record<number, number> };
  version(): string;
}

const SEFLG_SWIEPH = 2;
const SEFLG_SPEED = 256;
const SE_ID: Record<TransitBody, number> = {
  sun: 0,
  moon: 1,
  mercury: 2,
  venus: 3,
  mars: 4,
  jupiter: 5,
  saturn: 6,
  uranus: 7,
  neptune: 8,
  pluto: 9,
  trueNode: 11,
};
/** The bodies whose stations the engine reports. */
const STATION_BODIES = new Set<TransitBody>([
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
]);

const HOUR = 1 / 24;
const PRECISION = 0.05 / 86400;
const jdOf = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
const isoOf = (jd: number) => new Date(Math.round((jd - 2440587.5) * 86400000)).toISOString();
const angleDiff = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;
const round = (x: number, digits: number) => Number(x.toPrecision(digits));

let swe: SwissEph;
function position(body: TransitBody, jd: number): { lon: number; speed: number } {
  const r = swe.calc_ut(jd, SE_ID[body], SEFLG_SWIEPH | SEFLG_SPEED);
  return { lon: r[0]!, speed: r[3]! };
}

/** A root of `f` in [a, b], where f(a) and f(b) differ in sign, by bisection then a secant. */
function bisect(f: (t: number) => number, a: number, b: number): number {
  let fa = f(a);
  let fb = f(b);
  while (b - a > PRECISION) {
    const m = (a + b) / 2;
    const fm = f(m);
    if (fm === 0) return m;
    if (Math.sign(fm) === Math.sign(fa)) {
      a = m;
      fa = fm;
    } else {
      b = m;
      fb = fm;
    }
  }
  return a + ((b - a) * fa) / (fa - fb);
}

interface Sample {
  t: number;
  lon: number;
  speed: number;
}

function hourly(body: TransitBody, from: number, to: number): Sample[] {
  const samples: Sample[] = [];
  for (let t = from - HOUR; t <= to + 2 * HOUR; t += HOUR)
    samples.push({ t, ...position(body, t) });
  return samples;
}

/** Every instant in the samples' span when the body's longitude passes `target`. */
function crossings(samples: Sample[], body: TransitBody, target: number): number[] {
  const found: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    const fa = angleDiff(a.lon, target);
    const fb = fa + angleDiff(b.lon, a.lon);
    if (!(fa * fb < 0 || (fb === 0 && fa !== 0))) continue;
    found.push(bisect((t) => angleDiff(position(body, t).lon, target), a.t, b.t));
  }
  return found;
}

function stations(samples: Sample[], body: TransitBody) {
  const found: { t: number; direction: 'retrograde' | 'direct'; acceleration: number }[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    if (Math.sign(a.speed) === Math.sign(b.speed)) continue;
    const t = bisect((x) => position(body, x).speed, a.t, b.t);
    const h = 0.05;
    const acceleration = (position(body, t + h).speed - position(body, t - h).speed) / (2 * h);
    found.push({ t, direction: b.speed < 0 ? 'retrograde' : 'direct', acceleration });
  }
  return found;
}

function natalPoints(birth: { utc: string; lat: number; lon: number }) {
  const jd = jdOf(birth.utc);
  const houses = swe.houses(jd, birth.lat, birth.lon, 'P');
  const natal = {} as Record<NatalPoint, number>;
  for (const point of NATAL_POINTS) {
    natal[point] =
      point === 'asc'
        ? houses.ascmc[0]!
        : point === 'mc'
          ? houses.ascmc[1]!
          : position(point, jd).lon;
  }
  return natal;
}

function transitEvents(
  natal: Record<NatalPoint, number>,
  fromIso: string,
  toIso: string,
  moon: boolean,
): TransitReferenceEvent[] {
  const from = jdOf(fromIso);
  const to = jdOf(toIso);
  const events: (TransitReferenceEvent & { t: number })[] = [];
  const inRange = (t: number) => t >= from && t <= to;
  for (const body of TRANSIT_BODIES) {
    if (body === 'moon' && !moon) continue;
    const samples = hourly(body, from, to);
    const speedAt = (t: number) => round(position(body, t).speed, 7);
    for (const point of NATAL_POINTS) {
      for (const aspect of MAJOR_TRANSIT_ASPECTS) {
        const angle = ASPECT_ANGLES[aspect];
        const offsets = angle === 0 || angle === 180 ? [angle] : [angle, -angle];
        for (const offset of offsets) {
          for (const t of crossings(samples, body, natal[point] + offset)) {
            if (!inRange(t)) continue;
            events.push({
              t,
              type: 'aspect',
              transiting: body,
              natal: point,
              aspect,
              exact: isoOf(t),
              speed: speedAt(t),
            });
          }
        }
      }
    }
    SIGNS.forEach((sign, index) => {
      for (const t of crossings(samples, body, index * 30)) {
        if (!inRange(t)) continue;
        events.push({ t, type: 'ingress', body, sign, exact: isoOf(t), speed: speedAt(t) });
      }
    });
    if (STATION_BODIES.has(body)) {
      for (const s of stations(samples, body)) {
        if (!inRange(s.t)) continue;
        events.push({
          t: s.t,
          type: 'station',
          body,
          direction: s.direction,
          exact: isoOf(s.t),
          acceleration: round(s.acceleration, 7),
        });
      }
    }
  }
  return events.sort((a, b) => a.t - b.t).map(({ t: _t, ...event }) => event);
}

/** The first instant after `after` when the Sun (Moon) is back at `natalLon`. */
function findReturnSE(body: 'sun' | 'moon', natalLon: number, afterIso: string) {
  const step = body === 'sun' ? 1 : HOUR;
  let a = jdOf(afterIso);
  let fa = angleDiff(position(body, a).lon, natalLon);
  for (;;) {
    const b = a + step;
    const fb = angleDiff(position(body, b).lon, natalLon);
    if (fa < 0 && fb >= 0 && fb - fa < 90) {
      const t = bisect((x) => angleDiff(position(body, x).lon, natalLon), a, b);
      return { body, after: afterIso, exact: isoOf(t) };
    }
    a = b;
    fa = fb;
  }
}

function randomBirth(random: () => number) {
  const start = Date.parse('1950-01-01T00:00:00Z');
  const end = Date.parse('2010-01-01T00:00:00Z');
  return {
    utc: new Date(Math.round((start + random() * (end - start)) / 1000) * 1000).toISOString(),
    lat: round(-55 + random() * 115, 6),
    lon: round(-180 + random() * 360, 7),
  };
}

function chart(
  label: string,
  birth: { utc: string; lat: number; lon: number },
  from: string,
  to: string,
  moon: boolean,
  returnsAfter: { body: 'sun' | 'moon'; after: string }[] = [
    { body: 'sun', after: from },
    { body: 'moon', after: from },
  ],
): TransitReferenceChart {
  const natal = natalPoints(birth);
  const returns = returnsAfter.map((r) => findReturnSE(r.body, natal[r.body], r.after));
  const events = transitEvents(natal, from, to, moon);
  // The engine reports an event within half a second past an edge; keep the comparison clear of
  // that by refusing ranges with an event close to either edge.
  const edges = [jdOf(from), jdOf(to)];
  for (const event of events) {
    if (edges.some((edge) => Math.abs(jdOf(event.exact) - edge) < 60 / 86400)) {
      throw new Error(`${label}: an event at ${event.exact} is within a minute of an edge`);
    }
  }
  return {
    label,
    birth,
    natal: Object.fromEntries(Object.entries(natal).map(([k, v]) => [k, round(v, 12)])),
    from,
    to,
    moon,
    events,
    returns,
  };
}

/**
 * A chart whose natal Sun sits mid-way along Pluto's retrograde arc of 2021, so Pluto conjoins
 * it three times (direct, retrograde, direct) within the range; born in January, so its solar
 * return after 20 December falls in the next year.
 */
function triplePassChart(random: () => number): TransitReferenceChart {
  const year = jdOf('2021-01-01T00:00:00.000Z');
  const plutoStations = stations(hourly('pluto', year, year + 365), 'pluto');
  const retro = plutoStations.find((s) => s.direction === 'retrograde')!;
  const direct = plutoStations.find((s) => s.direction === 'direct' && s.t > retro.t)!;
  const target = (position('pluto', retro.t).lon + position('pluto', direct.t).lon) / 2;
  const passes = crossings(hourly('pluto', year - 200, year + 565), 'pluto', target);
  if (passes.length !== 3) throw new Error(`Pluto passes ${target}° ${passes.length} times`);
  const fromJd = Math.floor(passes[0]! - 30 - 0.5) + 0.5;
  const from = isoOf(fromJd);
  const to = isoOf(fromJd + 365);
  if (passes[2]! > fromJd + 365) throw new Error('The third pass falls after the range');
  // Born when the Sun stood at the target, in January of a random year.
  const birthYear = 1950 + Math.floor(random() * 60);
  const jan = jdOf(`${birthYear}-01-01T00:00:00.000Z`);
  const born = crossings(hourly('sun', jan, jan + 31), 'sun', target)[0]!;
  const birth = {
    utc: new Date(Math.round((born - 2440587.5) * 86400) * 1000).toISOString(),
    lat: round(-55 + random() * 115, 6),
    lon: round(-180 + random() * 360, 7),
  };
  const endYear = new Date(to).getUTCFullYear() - 1;
  const reference = chart('Pluto over the natal Sun three times', birth, from, to, false, [
    { body: 'sun', after: from },
    { body: 'moon', after: from },
    { body: 'sun', after: `${endYear}-12-20T00:00:00.000Z` },
    { body: 'moon', after: `${endYear}-12-31T12:00:00.000Z` },
  ]);
  for (const r of reference.returns.slice(2)) {
    if (!r.exact.startsWith(`${endYear + 1}-`))
      throw new Error(`${r.body} return not in next year`);
  }
  return reference;
}

async function main() {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '2718' },
      count: { type: 'string', default: '5' },
      out: { type: 'string' },
    },
  });
  const modulePath = process.env.SWISSEPH_WASM;
  if (!modulePath || !existsSync(modulePath)) {
    throw new Error('SWISSEPH_WASM must name swisseph-wasm’s src/swisseph.js (see the header)');
  }
  const { default: SwissEphClass } = (await import(pathToFileURL(modulePath).href)) as {
    default: new () => SwissEph;
  };
  swe = new SwissEphClass();
  await swe.initSwissEph();

  const random = seededRandom(Number(values.seed));
  const charts: TransitReferenceChart[] = [];
  for (let i = 0; i < Number(values.count); i++) {
    const birth = randomBirth(random);
    // A range starting on a random day of 2015–2034, so returns after it fall anywhere.
    const start = Date.parse('2015-01-01T00:00:00Z') + Math.floor(random() * 20 * 365) * 86400000;
    const from = new Date(start).toISOString();
    const to = new Date(start + 365 * 86400000).toISOString();
    charts.push(chart(`random ${i + 1}`, birth, from, to, false));
  }
  charts.push(triplePassChart(random));
  // The Moon's events are many (about 1,500 a year): one month of them, for the first chart.
  const first = charts[0]!;
  const monthEnd = new Date(Date.parse(first.from) + 30 * 86400000).toISOString();
  charts.push(
    chart('random 1, with the Moon, one month', first.birth, first.from, monthEnd, true, []),
  );

  const stored = (event: TransitReferenceEvent): StoredTransitEvent => {
    if (event.type === 'aspect') {
      const { transiting, natal, aspect, exact, speed } = event;
      return ['aspect', transiting, natal, aspect, exact, speed];
    }
    if (event.type === 'ingress')
      return ['ingress', event.body, event.sign, event.exact, event.speed];
    return ['station', event.body, event.direction, event.exact, event.acceleration];
  };
  const set: StoredTransitReferenceSet = {
    source: `Swiss Ephemeris ${swe.version()} (swisseph-wasm 0.1.0, sepl_18/semo_18/seas_18), seed ${values.seed}`,
    charts: charts.map((c) => ({ ...c, events: c.events.map(stored) })),
  };
  const out =
    values.out ??
    path.join(
      __dirname,
      '..',
      '..',
      'src',
      'predictive',
      '__tests__',
      'fixtures',
      'transit-reference.json',
    );
  const options = (await resolveConfig(out)) ?? {};
  writeFileSync(out, await format(JSON.stringify(set), { ...options, filepath: out }));
  const counts = charts.map((c) => `${c.label}: ${c.events.length}`).join(', ');
  process.stdout.write(`Wrote ${out} (${counts})\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
