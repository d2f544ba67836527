/** A latitude or longitude as a birth certificate or an atlas prints it: 48°24′ N. */
export interface CoordinateParts {
  degrees: string;
  minutes: string;
  /** 'N' or 'S' for a latitude, 'E' or 'W' for a longitude. */
  hemisphere: string;
}

export type Axis = 'lat' | 'lon';

const LIMIT: Record<Axis, number> = { lat: 90, lon: 180 };
export const HEMISPHERES: Record<Axis, readonly [positive: string, negative: string]> = {
  lat: ['N', 'S'],
  lon: ['E', 'W'],
};

/** The parts of a decimal coordinate, to the nearest arc minute. */
export function toCoordinateParts(value: number, axis: Axis): CoordinateParts {
  const totalMinutes = Math.round(Math.abs(value) * 60);
  const [positive, negative] = HEMISPHERES[axis];
  return {
    degrees: String(Math.floor(totalMinutes / 60)),
    minutes: String(totalMinutes % 60),
    hemisphere: value < 0 && totalMinutes > 0 ? negative : positive,
  };
}

export type CoordinateReading = { ok: true; value: number } | { ok: false; message: string };

const WHOLE = /^\d{1,3}$/;

/** The decimal coordinate the parts denote, or what is wrong with them in words. */
export function readCoordinateParts(parts: CoordinateParts, axis: Axis): CoordinateReading {
  const limit = LIMIT[axis];
  const name = axis === 'lat' ? 'Latitude' : 'Longitude';
  if (!WHOLE.test(parts.degrees.trim()) || Number(parts.degrees) > limit) {
    return { ok: false, message: `${name} degrees are a whole number from 0 to ${limit}` };
  }
  if (!WHOLE.test(parts.minutes.trim() || '0') || Number(parts.minutes || 0) > 59) {
    return { ok: false, message: 'Minutes are a whole number from 0 to 59' };
  }
  const value = Number(parts.degrees) + Number(parts.minutes || 0) / 60;
  if (value > limit) return { ok: false, message: `${name} is at most ${limit}°` };
  const [, negative] = HEMISPHERES[axis];
  return { ok: true, value: parts.hemisphere === negative ? -value : value };
}
