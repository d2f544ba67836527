import { z } from 'zod';
import { HOUSE_SYSTEMS } from '../../../engine';
import { type BirthData, birthDataSchema } from '../../../lib/birth-data/birth-data';
import type { ChartSnapshot } from '../../../lib/chart-summary/describe-chart';

const snapshotSchema = z.object({
  sun: z.string().max(20),
  moon: z.string().max(20),
  ascendant: z.string().max(20).nullable(),
});

const settingsSchema = z.looseObject({
  houseSystem: z.enum(HOUSE_SYSTEMS).catch('placidus'),
  utcOffsetSeconds: z.number().int().optional(),
});

/** A row of public.charts as PostgREST returns it. */
export const chartRowSchema = z.object({
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
  // A snapshot written by another version may not fit; the chart itself is still good.
  snapshot: snapshotSchema.nullable().catch(null),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChartRow = z.infer<typeof chartRowSchema>;

/** The columns a new chart is inserted with; the database fills in the owner and timestamps. */
export const chartInsertSchema = z.object({
  id: z.uuid(),
  name: z.string().trim().min(1).max(120),
  birth_date: z.string(),
  birth_time: z.string().nullable(),
  time_unknown: z.boolean(),
  place_name: z.string().max(300),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  time_zone: z.string().min(1).max(64),
  birth_utc: z.string(),
  settings: z.object({ houseSystem: z.enum(HOUSE_SYSTEMS), utcOffsetSeconds: z.number().int() }),
  snapshot: snapshotSchema,
});
export type ChartInsert = z.infer<typeof chartInsertSchema>;

/** A saved chart as the pages use it. */
export interface SavedChart {
  id: string;
  birth: BirthData;
  snapshot: ChartSnapshot | null;
  createdAt: string;
  updatedAt: string;
}

/** "14:30:00" from Postgres reads as "14:30"; seconds stay when they are not zero. */
function clockTime(time: string): string {
  return /^\d\d:\d\d:00$/.test(time) ? time.slice(0, 5) : time.slice(0, 8);
}

/** A stored row as birth data, or null when the row cannot be read back (it is then skipped, never altered). */
export function rowToSavedChart(row: ChartRow): SavedChart | null {
  const birth = birthDataSchema.safeParse({
    name: row.name,
    date: row.birth_date,
    time: row.time_unknown || row.birth_time === null ? null : clockTime(row.birth_time),
    place: { name: row.place_name || `${row.latitude.toFixed(4)}, ${row.longitude.toFixed(4)}`, lat: row.latitude, lon: row.longitude, timeZone: row.time_zone },
    houseSystem: row.settings.houseSystem,
    utc: new Date(row.birth_utc).toISOString(),
    utcOffsetSeconds: row.settings.utcOffsetSeconds ?? 0,
  });
  if (!birth.success) return null;
  return { id: row.id, birth: birth.data, snapshot: row.snapshot, createdAt: row.created_at, updatedAt: row.updated_at };
}

export function birthToInsert(id: string, birth: BirthData, snapshot: ChartSnapshot): ChartInsert {
  return {
    id,
    name: birth.name.trim(),
    birth_date: birth.date,
    birth_time: birth.time,
    time_unknown: birth.time === null,
    place_name: birth.place.name,
    latitude: birth.place.lat,
    longitude: birth.place.lon,
    time_zone: birth.place.timeZone,
    birth_utc: birth.utc,
    settings: { houseSystem: birth.houseSystem, utcOffsetSeconds: birth.utcOffsetSeconds },
    snapshot,
  };
}

/** The birth data of a chart that is saved on this device but not yet in the database. */
export function insertToSavedChart(values: ChartInsert, queuedAt: string): SavedChart | null {
  return rowToSavedChart({ ...values, created_at: queuedAt, updated_at: queuedAt });
}
