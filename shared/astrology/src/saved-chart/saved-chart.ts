import { z } from 'zod';
import {
  ASPECT_TYPES,
  BODY_NAMES,
  type Chart,
  type ChartInput,
  HOUSE_SYSTEMS,
  type HouseSystem,
  SIGNS,
  type Sign,
  signOf,
} from '../engine';
import { birthClockSchema } from '../birth-time/birth-clock';
import { reReadBirthInstant } from '../birth-time/resolve-birth-instant';

/**
 * The version of the computed chart stored with a saved chart. Raise it whenever the engine's
 * result changes shape or meaning; readers recompute from the birth data when a stored snapshot
 * is older (version 1 held sign names only).
 */
export const SAVED_CHART_VERSION = 2;

const degrees = z.number().finite();
const longitude = degrees.min(0).max(360);

const bodyPositionSchema = z.object({
  lon: longitude,
  lat: degrees,
  speed: degrees,
  retrograde: z.boolean(),
  sign: z.enum(SIGNS),
  house: z.number().int().min(1).max(12),
});

const chartSchema = z.object({
  utc: z.string().max(40),
  jdUT: degrees,
  deltaT: degrees,
  bodies: z.object(
    Object.fromEntries(BODY_NAMES.map((name) => [name, bodyPositionSchema])) as Record<
      (typeof BODY_NAMES)[number],
      typeof bodyPositionSchema
    >,
  ),
  angles: z.object({ asc: longitude, mc: longitude, vertex: longitude }),
  houses: z.object({
    system: z.enum(HOUSE_SYSTEMS),
    requested: z.enum(HOUSE_SYSTEMS),
    fallback: z.string().max(300).nullable(),
    cusps: z.array(longitude).length(12),
  }),
  aspects: z
    .array(
      z.object({
        a: z.string().max(20),
        b: z.string().max(20),
        type: z.enum(ASPECT_TYPES),
        orb: degrees.min(0),
        applying: z.boolean(),
      }),
    )
    .max(400),
  partOfFortune: longitude,
  dayChart: z.boolean(),
});

/** What a saved chart stores beside its birth data: the engine's result, versioned. */
export const savedChartSnapshotSchema = z.object({
  version: z.literal(SAVED_CHART_VERSION),
  /** False when the birth time is unknown: the chart is cast for noon and has no houses. */
  timeKnown: z.boolean(),
  chart: chartSchema,
});
export type SavedChartSnapshot = z.infer<typeof savedChartSnapshotSchema>;

/** The snapshot to store for a chart the engine has just computed. */
export function snapshotOf(chart: Chart, timeKnown: boolean): SavedChartSnapshot {
  return { version: SAVED_CHART_VERSION, timeKnown, chart };
}

/** A stored snapshot when it is current and well formed; null means "recompute from birth data". */
export function readSnapshot(value: unknown): SavedChartSnapshot | null {
  const parsed = savedChartSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The three signs a list of charts shows. */
export interface BigThree {
  sun: Sign;
  moon: Sign;
  /** Null when the birth time is unknown. */
  ascendant: Sign | null;
}

export function bigThreeOf(snapshot: SavedChartSnapshot): BigThree {
  const { chart, timeKnown } = snapshot;
  return {
    sun: chart.bodies.sun.sign,
    moon: chart.bodies.moon.sign,
    ascendant: timeKnown ? signOf(chart.angles.asc) : null,
  };
}

const settingsSchema = z.looseObject({
  houseSystem: z.enum(HOUSE_SYSTEMS).catch('placidus'),
  utcOffsetSeconds: z.number().int().optional(),
});

/** A row of `public.charts` as PostgREST returns it; the snapshot is read with `readSnapshot`. */
export const savedChartRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  birth_date: z.string(),
  birth_time: z.string().nullable(),
  time_unknown: z.boolean(),
  place_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  time_zone: z.string(),
  birth_utc: z.string(),
  settings: settingsSchema,
  snapshot: z.unknown(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedChartRow = z.infer<typeof savedChartRowSchema>;

/** The columns every reader of saved charts selects. */
export const SAVED_CHART_COLUMNS =
  'id,name,birth_date,birth_time,time_unknown,place_name,latitude,longitude,time_zone,birth_utc,settings,snapshot,created_at,updated_at';

/** The few columns a list of saved charts elsewhere in the app (the account dashboard) reads. */
export const savedChartListItemSchema = savedChartRowSchema.pick({
  id: true,
  name: true,
  birth_date: true,
  created_at: true,
});
export type SavedChartListItem = z.infer<typeof savedChartListItemSchema>;
export const SAVED_CHART_LIST_COLUMNS = 'id,name,birth_date,created_at';

/** The columns a saved chart's birth moment is read from. */
export type SavedBirthColumns = Pick<
  SavedChartRow,
  | 'birth_date'
  | 'birth_time'
  | 'time_unknown'
  | 'latitude'
  | 'longitude'
  | 'time_zone'
  | 'birth_utc'
  | 'settings'
>;

/**
 * The instant a saved chart's birth data reads as now: its local date and time read again with
 * the rules of this version (reReadBirthClock), so a chart saved when the clock was read
 * differently (the zone city's mean time for the birthplace's) is cast for the right moment.
 */
export function birthInstantOfRow(row: SavedBirthColumns): Date {
  return reReadBirthInstant({
    date: row.birth_date,
    time: row.time_unknown ? null : row.birth_time,
    place: { timeZone: row.time_zone, lon: row.longitude },
    utc: row.birth_utc,
    utcOffsetSeconds: row.settings.utcOffsetSeconds ?? 0,
    // A rule this version cannot read is left out: the chart is then read by its zone.
    clock: birthClockSchema.safeParse(row.settings.clock).data,
  });
}

/** The engine's input for a saved chart's birth data, to recompute an old snapshot. */
export function chartInputOf(row: SavedBirthColumns): ChartInput {
  return {
    utc: birthInstantOfRow(row),
    lat: row.latitude,
    lon: row.longitude,
    houses: row.settings.houseSystem as HouseSystem,
  };
}

/**
 * A row's stored snapshot when it is current and was cast for the instant the birth data reads
 * as now; null means "recompute from the birth data".
 */
export function currentSnapshotOfRow(row: SavedChartRow): SavedChartSnapshot | null {
  const stored = readSnapshot(row.snapshot);
  if (!stored) return null;
  const castFor = Date.parse(stored.chart.utc);
  return Math.abs(castFor - birthInstantOfRow(row).getTime()) < 1000 ? stored : null;
}

/**
 * The computed chart of a saved row: its current stored snapshot, else recomputed from the birth
 * data with `compute` (the engine's `computeChart`).
 */
export function chartOfRow(
  row: SavedChartRow,
  compute: (input: ChartInput) => Chart,
): SavedChartSnapshot {
  return (
    currentSnapshotOfRow(row) ??
    snapshotOf(compute(chartInputOf(row)), !row.time_unknown && row.birth_time !== null)
  );
}
