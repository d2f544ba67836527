import { z } from 'zod';
import { BODY_NAMES, HOUSE_SYSTEMS } from '../engine';

/** The chart angles the accuracy summary reports, beside the bodies and the house cusps. */
export const ACCURACY_ANGLES = ['asc', 'mc', 'vertex'] as const;

/** A worst difference from the reference, in arcseconds. */
const arcseconds = z.number().nonnegative();

const worstErrorsSchema = z.object({
  /** Reference charts that fell in this span. */
  charts: z.number().int().positive(),
  /** Ecliptic longitude. */
  bodies: z.record(z.enum(BODY_NAMES), arcseconds),
  /** Over all twelve cusps. */
  houses: z.record(z.enum(HOUSE_SYSTEMS), arcseconds),
  angles: z.record(z.enum(ACCURACY_ANGLES), arcseconds),
});

/**
 * The chart engine's worst differences from Swiss Ephemeris per century, written by the build
 * (shared/astrology/scripts/accuracy-summary.ts) and shown on the public accuracy page.
 */
export const accuracySummarySchema = z.object({
  format: z.literal(1),
  /** When the build measured it (ISO 8601). */
  generatedAt: z.iso.datetime(),
  reference: z.object({
    /** The program and data files the reference positions come from. */
    source: z.string().min(1),
    sets: z.array(
      z.object({ name: z.string().min(1), charts: z.number().int().positive(), about: z.string() }),
    ),
  }),
  /** The IANA tz database release the birth-time rules were built from. */
  tzdata: z.string().min(1),
  centuries: z.array(worstErrorsSchema.extend({ from: z.number().int(), to: z.number().int() })),
  overall: worstErrorsSchema,
});

export type AccuracySummary = z.infer<typeof accuracySummarySchema>;
export type WorstErrors = z.infer<typeof worstErrorsSchema>;
