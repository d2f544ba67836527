import tzlookup from '@photostructure/tz-lookup';
import { TimeInputError } from '@astro/astrology';

/**
 * The IANA time zone at a point, offline, from timezone-boundary-builder polygons as
 * compressed by @photostructure/tz-lookup (CC0). Accurate away from borders; atlas
 * places carry a zone computed from the full polygons, which should be preferred.
 */
export function timeZoneAt(lat: number, lon: number): string {
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90) {
    throw new TimeInputError('lat', `latitude must be a number from -90 to 90, got ${String(lat)}`);
  }
  if (typeof lon !== 'number' || !Number.isFinite(lon) || lon < -180 || lon > 180) {
    throw new TimeInputError(
      'lon',
      `longitude must be a number from -180 to 180, got ${String(lon)}`,
    );
  }
  return tzlookup(lat, lon);
}
