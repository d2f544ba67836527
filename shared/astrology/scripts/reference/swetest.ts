// Dev-only: runs an external `swetest` binary (the command-line program of Swiss Ephemeris) and
// parses its text output. Nothing here is Swiss Ephemeris code; the binary is never part of the
// product.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);

/**
 * The data files for the planets, the Moon and the main asteroids (Chiron), in 600-year files:
 * _12 for 1200–1799, _18 for 1800–2399, _24 for 2400–2999.
 */
export const EPHEMERIS_FILES = ['12', '18', '24'].flatMap((from) =>
  ['sepl', 'semo', 'seas'].map((kind) => `${kind}_${from}.se1`),
);

/** "sepl_18/semo_18/seas_18": the files the charts of these years were computed from. */
export function ephemerisFilesOf(years: number[]): string {
  const starts = [...new Set(years.map((y) => Math.floor(y / 600) * 6))].sort((a, b) => a - b);
  return starts.map((s) => `sepl_${s}/semo_${s}/seas_${s}`).join(', ');
}

export interface SwetestSetup {
  binary: string;
  ephemerisDir: string;
}

const setupEnv = z.object({
  SWETEST: z.string({ error: 'SWETEST must name the swetest binary' }).min(1),
  SWEPH_PATH: z.string({ error: 'SWEPH_PATH must name the ephemeris directory' }).min(1),
});

/** Reads SWETEST and SWEPH_PATH and checks that the binary and the data files exist. */
export function swetestSetupFromEnv(env: NodeJS.ProcessEnv): SwetestSetup {
  const parsed = setupEnv.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
  const { SWETEST: binary, SWEPH_PATH: ephemerisDir } = parsed.data;
  if (!existsSync(binary)) throw new Error(`SWETEST: no file at ${binary}`);
  for (const file of EPHEMERIS_FILES) {
    if (!existsSync(path.join(ephemerisDir, file))) {
      throw new Error(`SWEPH_PATH: ${file} is missing from ${ephemerisDir}`);
    }
  }
  return { binary, ephemerisDir };
}

/** swetest's one-letter house-system codes. */
export const HOUSE_LETTERS = {
  placidus: 'P',
  koch: 'K',
  'whole-sign': 'W',
  equal: 'E',
  porphyry: 'O',
  regiomontanus: 'R',
  campanus: 'C',
} as const;
export type ReferenceHouseSystem = keyof typeof HOUSE_LETTERS;

/** swetest body letters and the names used in the reference files, in output order. */
const BODIES = [
  ['0', 'Sun', 'sun'],
  ['1', 'Moon', 'moon'],
  ['2', 'Mercury', 'mercury'],
  ['3', 'Venus', 'venus'],
  ['4', 'Mars', 'mars'],
  ['5', 'Jupiter', 'jupiter'],
  ['6', 'Saturn', 'saturn'],
  ['7', 'Uranus', 'uranus'],
  ['8', 'Neptune', 'neptune'],
  ['9', 'Pluto', 'pluto'],
  ['m', 'mean Node', 'meanNode'],
  ['t', 'true Node', 'trueNode'],
  ['A', 'mean Apogee', 'lilith'],
  ['D', 'Chiron', 'chiron'],
] as const;

export interface BodyValues {
  lon: number;
  lat: number;
  speed: number;
}

export interface SwetestChart {
  /** As printed in swetest's header, e.g. "2.10.03". */
  version: string;
  /** Julian day (UT) as swetest understood the input. */
  jdUT: number;
  /** ΔT in seconds, Swiss Ephemeris' default model. */
  deltaT: number;
  /** Empty unless requested. */
  bodies: Record<string, BodyValues>;
  cusps: number[];
  angles: { asc: number; mc: number; vertex: number };
}

export interface SwetestQuery {
  /** Whole seconds of UT; swetest takes no fractions of a second. */
  utc: Date;
  lat: number;
  lon: number;
  houses: ReferenceHouseSystem;
  withBodies: boolean;
}

function argumentsFor(setup: SwetestSetup, q: SwetestQuery): string[] {
  const t = q.utc;
  if (t.getUTCMilliseconds() !== 0) throw new Error(`${t.toISOString()}: not a whole second`);
  const two = (n: number) => String(n).padStart(2, '0');
  return [
    `-edir${setup.ephemerisDir}`,
    '-eswe',
    // "greg": the date is Gregorian even before 1582 (swetest reads those as Julian by default).
    `-b${t.getUTCDate()}.${t.getUTCMonth() + 1}.${t.getUTCFullYear()}greg`,
    `-ut${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())}`,
    // Bodies (if asked for) and ΔT ('q'); tropical, geocentric, apparent positions of date.
    `-p${q.withBodies ? BODIES.map(([letter]) => letter).join('') : ''}q`,
    '-fPlbs',
    // Extra precision: 11 decimals of a degree; comma-separated columns.
    '-ep',
    '-g,',
    `-house${q.lon},${q.lat},${HOUSE_LETTERS[q.houses]}`,
  ];
}

const number = (text: string, what: string): number => {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) throw new Error(`${what}: "${text}"`);
  return value;
};

/** Parses the comma-separated table that follows swetest's header. */
export function parseSwetestOutput(stdout: string, withBodies: boolean): SwetestChart {
  const lines = stdout.split('\n');
  // swetest falls back to its analytical Moshier ephemeris, or prints zeros, when a data file
  // is missing or out of range; such output must never become reference data.
  const trouble = lines.find((l) => /^(error|warning)\b|Moshier/i.test(l.trim()));
  if (trouble) throw new Error(`swetest: ${trouble.trim()}`);
  const version = /\bversion\s+(\S+)/.exec(stdout)?.[1];
  const jdUT = /^UT:\s+(\S+)/m.exec(stdout)?.[1];
  if (!version || !jdUT) throw new Error('swetest: header without version or UT');
  const rows = new Map<string, string[]>();
  for (const line of lines) {
    const cells = line.split(',');
    if (cells.length >= 2) rows.set(cells[0].trim(), cells.slice(1));
  }
  const cell = (label: string, column: number) => {
    const cells = rows.get(label);
    if (!cells || cells.length <= column) throw new Error(`swetest: no "${label}" row`);
    return number(cells[column], `swetest ${label}`);
  };
  const bodies: Record<string, BodyValues> = {};
  if (withBodies) {
    for (const [, label, name] of BODIES) {
      bodies[name] = { lon: cell(label, 0), lat: cell(label, 1), speed: cell(label, 2) };
    }
  }
  return {
    version,
    jdUT: number(jdUT, 'swetest UT'),
    deltaT: cell('Delta T', 0),
    bodies,
    cusps: Array.from({ length: 12 }, (_, i) => cell(`house ${String(i + 1).padStart(2)}`, 0)),
    angles: { asc: cell('Ascendant', 0), mc: cell('MC', 0), vertex: cell('Vertex', 0) },
  };
}

export async function runSwetest(setup: SwetestSetup, q: SwetestQuery): Promise<SwetestChart> {
  const { stdout } = await run(setup.binary, argumentsFor(setup, q), { maxBuffer: 1 << 20 });
  return parseSwetestOutput(stdout, q.withBodies);
}
