import { z } from 'zod';
import {
  birthClockSchema,
  currentSnapshotOfRow,
  HOUSE_SYSTEMS,
  type SavedChartRow,
  type SavedChartSnapshot,
  savedChartSnapshotSchema,
} from '@astro/astrology';
import { type BirthData, birthDataSchema } from '../../../lib/birth-data/birth-data';

export { savedChartRowSchema as chartRowSchema } from '@astro/astrology';
export type ChartRow = SavedChartRow;

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
  settings: z.object({
    houseSystem: z.enum(HOUSE_SYSTEMS),
    utcOffsetSeconds: z.number().int(),
    clock: birthClockSchema.optional(),
  }),
  snapshot: savedChartSnapshotSchema,
});
export type ChartInsert = z.infer<typeof chartInsertSchema>;

/** A saved chart as the pages use it. */
export interface SavedChart {
  id: string;
  birth: BirthData;
  /**
   * Null when the stored snapshot is from an older version, or was cast for another instant than
   * the birth data reads as now (an older version read the clock differently): the pages
   * recompute it.
   */
  snapshot: SavedChartSnapshot | null;
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
    place: {
      name: row.place_name || `${row.latitude.toFixed(4)}, ${row.longitude.toFixed(4)}`,
      lat: row.latitude,
      lon: row.longitude,
      timeZone: row.time_zone,
    },
    houseSystem: row.settings.houseSystem,
    utc: new Date(row.birth_utc).toISOString(),
    utcOffsetSeconds: row.settings.utcOffsetSeconds ?? 0,
    // A rule this version cannot read is left out: the chart is then read by its zone.
    clock: birthClockSchema.safeParse(row.settings.clock).data,
  });
  if (!birth.success) return null;
  return {
    id: row.id,
    birth: birth.data,
    snapshot: currentSnapshotOfRow(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function birthToInsert(
  id: string,
  birth: BirthData,
  snapshot: SavedChartSnapshot,
): ChartInsert {
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
    settings: {
      houseSystem: birth.houseSystem,
      utcOffsetSeconds: birth.utcOffsetSeconds,
      ...(birth.clock ? { clock: birth.clock } : {}),
    },
    snapshot,
  };
}

/** The birth data of a chart that is saved on this device but not yet in the database. */
export function insertToSavedChart(values: ChartInsert, queuedAt: string): SavedChart | null {
  return rowToSavedChart({ ...values, created_at: queuedAt, updated_at: queuedAt });
}
