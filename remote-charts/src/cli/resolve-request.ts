import {
  type ChartInput,
  gregorianDateOf,
  meanTimeOffsetSeconds,
  parseUtcOffset,
  readWithFixedOffset,
  resolveLocalTime,
  SUPPORTED_RANGE,
  TimeInputError,
} from '@astro/astrology';
import type { Place } from '../atlas';
import type { ChartRequest, LocalRequest } from './chart-request';
import { CliInputError } from './cli-input-error';

export const ISO_INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

export interface PlaceSearch {
  search(query: string, limit?: number): Promise<Place[]>;
}

export interface ResolveDeps {
  /** Loads the place atlas; called only for requests that name a place. */
  loadAtlas: () => Promise<PlaceSearch>;
}

function checkRange(utc: Date, field: string): void {
  if (utc < SUPPORTED_RANGE.from || utc > SUPPORTED_RANGE.to) {
    throw new CliInputError(field, 'is outside the supported range 1500-01-01 to 2500-12-31');
  }
}

function parseUtc(text: string): Date {
  if (!ISO_INSTANT.test(text)) {
    throw new CliInputError(
      'utc',
      `expected an ISO 8601 instant such as 1990-05-15T13:30:00Z, got ${JSON.stringify(text)}`,
    );
  }
  const utc = new Date(text);
  if (Number.isNaN(utc.getTime()))
    throw new CliInputError('utc', `not a valid date: ${JSON.stringify(text)}`);
  checkRange(utc, 'utc');
  return utc;
}

const FIELD_NAMES: Record<string, string> = { timeZone: 'tz' };

/** The offset a request's own clock rule sets, or null when the zone reads the clock. */
function ownClockOffset(req: LocalRequest, longitude: number): number | null {
  if (req.lmt) return meanTimeOffsetSeconds(longitude);
  if (req['utc-offset'] === undefined) return null;
  const offset = parseUtcOffset(req['utc-offset']);
  if (offset === null) {
    throw new CliInputError(
      'utc-offset',
      `expected an offset such as +01:00 or -04:30 within ±14 hours, got ${JSON.stringify(req['utc-offset'])}`,
    );
  }
  return offset;
}

function localToUtc(
  req: LocalRequest,
  timeZone: string | undefined,
  longitude: number,
  zoneField: string,
): Date {
  // A date before 15 October 1582 is a Julian one, as on the page.
  const date = gregorianDateOf(req.date);
  const ownOffset = ownClockOffset(req, longitude);
  if (ownOffset !== null) {
    let utc: Date;
    try {
      utc = readWithFixedOffset({ date, time: req.time }, ownOffset);
    } catch (err) {
      if (err instanceof TimeInputError)
        throw new CliInputError(err.field, err.message.replace(/^\w+: /, ''));
      throw err;
    }
    checkRange(utc, 'date');
    return utc;
  }
  if (timeZone === undefined)
    throw new CliInputError(zoneField, 'is required (or place, utc-offset or lmt)');
  let resolution;
  try {
    resolution = resolveLocalTime({ date, time: req.time, timeZone, longitude });
  } catch (err) {
    if (err instanceof TimeInputError) {
      const field = err.field === 'timeZone' ? zoneField : (FIELD_NAMES[err.field] ?? err.field);
      throw new CliInputError(field, err.message.replace(/^\w+: /, ''));
    }
    throw err;
  }
  if (resolution.kind === 'unique') {
    checkRange(resolution.utc, 'date');
    return resolution.utc;
  }
  const readings = resolution.candidates.map((c) => c.utc.toISOString()).join(' or ');
  throw new CliInputError(
    'time',
    resolution.kind === 'ambiguous'
      ? `${req.date} ${req.time} occurs twice in ${timeZone} (clocks went back): ${readings}; pass --utc to choose`
      : `${req.date} ${req.time} does not exist in ${timeZone} (clocks jumped forward); nearest readings ${readings}; pass --utc to choose`,
  );
}

export async function toChartInput(req: ChartRequest, deps: ResolveDeps): Promise<ChartInput> {
  if (req.kind === 'utc') {
    return { utc: parseUtc(req.utc), lat: req.lat, lon: req.lon, houses: req.houses };
  }
  if (req.place !== undefined) {
    const atlas = await deps.loadAtlas();
    const [place] = await atlas.search(req.place, 1);
    if (!place) throw new CliInputError('place', `no place matches ${JSON.stringify(req.place)}`);
    const lon = req.lon ?? place.lon;
    const utc = localToUtc(req, place.timeZone, lon, 'place');
    return { utc, lat: req.lat ?? place.lat, lon, houses: req.houses };
  }
  // parseChartRequest guarantees lat and lon here, and tz unless the request sets its own clock.
  const utc = localToUtc(req, req.tz, req.lon as number, 'tz');
  return { utc, lat: req.lat as number, lon: req.lon as number, houses: req.houses };
}
