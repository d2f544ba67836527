import { z } from 'zod';

/** The clock time a chart is cast for when the birth time is unknown. */
export const UNKNOWN_TIME_NOON = '12:00';

/**
 * How the birth clock is read when the user overrides the zone's history: a fixed offset from
 * UT (a certificate that states one), or the local mean time of the birthplace's longitude.
 * Absent: the history of the place's time zone, with the place's mean time before it.
 */
export const birthClockSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('offset'),
    offsetSeconds: z
      .number()
      .int()
      .min(-14 * 3600)
      .max(14 * 3600),
  }),
  z.object({ kind: z.literal('lmt') }),
]);
export type BirthClock = z.infer<typeof birthClockSchema>;
