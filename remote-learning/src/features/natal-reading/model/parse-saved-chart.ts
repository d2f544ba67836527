import { z } from 'zod';
import { normalizeDegrees, POINT_NAMES, type PointName } from '../../zodiac';
import type { ReadingChart } from './reading-chart';

/**
 * A row of the charts table. The snapshot is whatever the chart pages stored; it is read
 * defensively, accepting the shapes a chart engine is likely to produce, and anything unusable
 * makes the row unusable rather than breaking the lesson.
 */
export const chartRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  birth_date: z.string().nullable().optional(),
  birth_time: z.string().nullable().optional(),
  time_unknown: z.boolean().nullable().optional(),
  place_name: z.string().nullable().optional(),
  snapshot: z.unknown(),
});
export type ChartRow = z.infer<typeof chartRowSchema>;

const degrees = z.number().finite();
const bodyValue = z.union([
  degrees,
  z.object({ lon: degrees }).passthrough(),
  z.object({ longitude: degrees }).passthrough(),
]);
const namedBody = z
  .object({ name: z.string().optional(), id: z.string().optional(), body: z.string().optional() })
  .passthrough()
  .and(
    z.union([
      z.object({ lon: degrees }).passthrough(),
      z.object({ longitude: degrees }).passthrough(),
    ]),
  );

const snapshotSchema = z
  .object({
    bodies: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
    planets: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
    angles: z
      .object({
        asc: degrees.optional(),
        ascendant: degrees.optional(),
        mc: degrees.optional(),
        midheaven: degrees.optional(),
      })
      .passthrough()
      .optional(),
    houses: z
      .union([
        z
          .object({ cusps: z.array(degrees).optional(), system: z.string().optional() })
          .passthrough(),
        z.array(degrees),
      ])
      .optional(),
    cusps: z.array(degrees).optional(),
    houseSystem: z.string().optional(),
  })
  .passthrough();

/** Names used by chart engines for the same point. */
const ALIASES: Record<string, PointName> = {
  truenode: 'northNode',
  meannode: 'northNode',
  northnode: 'northNode',
  node: 'northNode',
  southnode: 'southNode',
};

function pointName(raw: string): PointName | null {
  const key = raw.replace(/[\s_-]/g, '').toLowerCase();
  if (ALIASES[key]) return ALIASES[key];
  return POINT_NAMES.find((name) => name.toLowerCase() === key) ?? null;
}

function longitudeOf(value: unknown): number | null {
  const parsed = bodyValue.safeParse(value);
  if (!parsed.success) return null;
  const data = parsed.data;
  const lon = typeof data === 'number' ? data : 'lon' in data ? data.lon : data.longitude;
  return typeof lon === 'number' ? normalizeDegrees(lon) : null;
}

function readPoints(
  source: Record<string, unknown> | unknown[],
): Partial<Record<PointName, number>> {
  const points: Partial<Record<PointName, number>> = {};
  // The true node is preferred to the mean node when a snapshot has both.
  const put = (rawName: string, lon: number | null) => {
    const name = pointName(rawName);
    if (!name || lon === null) return;
    if (name === 'northNode' && points.northNode !== undefined && !/true/i.test(rawName)) return;
    points[name] = lon;
  };
  if (Array.isArray(source)) {
    for (const item of source) {
      const parsed = namedBody.safeParse(item);
      if (!parsed.success) continue;
      const rawName = parsed.data.name ?? parsed.data.id ?? parsed.data.body;
      if (rawName) put(rawName, longitudeOf(parsed.data));
    }
  } else {
    for (const [rawName, value] of Object.entries(source)) put(rawName, longitudeOf(value));
  }
  if (points.northNode !== undefined && points.southNode === undefined) {
    points.southNode = normalizeDegrees(points.northNode + 180);
  }
  return points;
}

function describeBirth(row: ChartRow, timeKnown: boolean): string {
  const parts: string[] = [];
  if (row.birth_date && /^\d{4}-\d{2}-\d{2}$/.test(row.birth_date)) {
    const date = new Date(`${row.birth_date}T12:00:00Z`);
    parts.push(
      date.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
  }
  if (timeKnown && row.birth_time) parts.push(row.birth_time.slice(0, 5));
  else parts.push('birth time unknown');
  if (row.place_name) parts.push(row.place_name);
  return parts.join(', ');
}

/** A saved chart as a worked example, or null if its snapshot cannot be read. */
export function parseSavedChart(value: unknown): ReadingChart | null {
  const row = chartRowSchema.safeParse(value);
  if (!row.success) return null;
  const snapshot = snapshotSchema.safeParse(row.data.snapshot);
  if (!snapshot.success) return null;
  const bodies = snapshot.data.bodies ?? snapshot.data.planets;
  if (!bodies) return null;
  const points = readPoints(bodies);
  // Without the two lights there is nothing to read a chart from.
  if (points.sun === undefined || points.moon === undefined) return null;

  const timeKnown = row.data.time_unknown !== true;
  const angleData = snapshot.data.angles;
  const asc = angleData?.asc ?? angleData?.ascendant;
  const mc = angleData?.mc ?? angleData?.midheaven;
  const houses = snapshot.data.houses;
  const rawCusps = Array.isArray(houses) ? houses : (houses?.cusps ?? snapshot.data.cusps);
  const cusps = rawCusps?.length === 12 ? rawCusps.map(normalizeDegrees) : null;
  const hasAngles = timeKnown && asc !== undefined && mc !== undefined;
  const system = !Array.isArray(houses)
    ? (houses?.system ?? snapshot.data.houseSystem)
    : snapshot.data.houseSystem;
  return {
    source: 'saved',
    name: row.data.name,
    birthLine: describeBirth(row.data, timeKnown),
    points,
    angles: hasAngles ? { asc: normalizeDegrees(asc), mc: normalizeDegrees(mc) } : null,
    cusps: hasAngles ? cusps : null,
    houseSystem: hasAngles && cusps ? formatSystem(system) : null,
  };
}

function formatSystem(system: string | undefined): string | null {
  if (!system) return null;
  return system
    .split(/[-_\s]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
