import { z } from 'zod';
import { birthClockSchema, HOUSE_SYSTEMS } from '@astro/astrology';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export const birthPlaceSchema = z.object({
  name: z.string().trim().min(1, 'Choose a place').max(300, 'The place name is too long'),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /** IANA time zone id. */
  timeZone: z.string().min(1).max(64),
});
export type BirthPlace = z.infer<typeof birthPlaceSchema>;

/** Everything a chart is cast from, as saved: the local reading and the instant it was read as. */
export const birthDataSchema = z.object({
  name: z.string().trim().min(1).max(120),
  date: z.string().regex(DATE_PATTERN),
  /** Local clock time; null when the birth time is unknown (the chart is cast for noon). */
  time: z.string().regex(TIME_PATTERN).nullable(),
  place: birthPlaceSchema,
  houseSystem: z.enum(HOUSE_SYSTEMS),
  /** The instant in UT, ISO 8601. */
  utc: z.iso.datetime({ offset: true }),
  /** The UTC offset the local time was read with (it matters when the clock time was ambiguous). */
  utcOffsetSeconds: z.number().int().min(-86400).max(86400),
  /** The user's own rule for the clock, when they chose one over the zone's history. */
  clock: birthClockSchema.optional(),
});
export type BirthData = z.infer<typeof birthDataSchema>;

export const isTimeUnknown = (birth: Pick<BirthData, 'time'>): boolean => birth.time === null;
