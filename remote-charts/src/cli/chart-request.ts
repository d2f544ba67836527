import { z } from 'zod';
import { HOUSE_SYSTEMS } from '@astro/astrology';
import { CliInputError } from './cli-input-error';

const latitude = z.number().finite().min(-90).max(90);
const longitude = z.number().finite().min(-180).max(180);
const houses = z.enum(HOUSE_SYSTEMS);

/** A chart at a UT instant. */
const utcRequest = z
  .object({
    utc: z.string().min(1),
    lat: latitude,
    lon: longitude,
    houses: houses.optional(),
  })
  .strict();

/**
 * A chart at a local wall-clock time, in a named zone or at a searched place; or read with a
 * fixed UTC offset (`utc-offset`) or the place's local mean time (`lmt`) instead of a zone.
 */
const localRequest = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'),
    time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'expected HH:MM or HH:MM:SS'),
    tz: z.string().min(1).optional(),
    place: z.string().min(1).optional(),
    lat: latitude.optional(),
    lon: longitude.optional(),
    houses: houses.optional(),
    'utc-offset': z.string().min(1).optional(),
    lmt: z.literal(true).optional(),
  })
  .strict();

export type UtcRequest = z.infer<typeof utcRequest>;
export type LocalRequest = z.infer<typeof localRequest>;
export type ChartRequest = ({ kind: 'utc' } & UtcRequest) | ({ kind: 'local' } & LocalRequest);

function firstIssue(error: z.ZodError): CliInputError {
  const issue = error.issues[0];
  if (issue.code === 'unrecognized_keys') return new CliInputError(issue.keys[0], 'unknown field');
  const field = issue.path.length > 0 ? String(issue.path[0]) : 'input';
  const message =
    issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
  return new CliInputError(field, message);
}

/** Validates one request object (from the command line or a batch line). */
export function parseChartRequest(value: unknown): ChartRequest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CliInputError('input', 'expected a JSON object');
  }
  const record = value as Record<string, unknown>;
  const isUtc = 'utc' in record;
  const isLocal = 'date' in record || 'time' in record;
  if (isUtc && isLocal)
    throw new CliInputError('utc', 'give either utc or date and time, not both');
  if (!isUtc && !isLocal) throw new CliInputError('utc', 'is required (or date and time)');
  if (isUtc) {
    const parsed = utcRequest.safeParse(record);
    if (!parsed.success) throw firstIssue(parsed.error);
    return { kind: 'utc', ...parsed.data };
  }
  const parsed = localRequest.safeParse(record);
  if (!parsed.success) throw firstIssue(parsed.error);
  const req = parsed.data;
  if (req['utc-offset'] !== undefined && req.lmt)
    throw new CliInputError('lmt', 'give either utc-offset or lmt, not both');
  const ownClock = req['utc-offset'] !== undefined || req.lmt === true;
  if (req.tz === undefined && req.place === undefined && !ownClock)
    throw new CliInputError('tz', 'is required (or place, utc-offset or lmt)');
  if (req.tz !== undefined && req.place !== undefined)
    throw new CliInputError('place', 'give either tz or place, not both');
  if (req.place === undefined) {
    if (req.lat === undefined) throw new CliInputError('lat', 'is required');
    if (req.lon === undefined) throw new CliInputError('lon', 'is required');
  }
  return { kind: 'local', ...req };
}
