import { z } from 'zod';
import { PLACE_COLUMNS, PLACE_DATA_FORMAT } from './place-data-format';

/** The atlas as parallel columns: place i is names[i], region[i], lat[i]... */
export interface PlaceTable {
  count: number;
  names: string[];
  region: Uint16Array;
  zone: Uint16Array;
  /** Degrees × COORDINATE_SCALE. */
  lat: Int32Array;
  lon: Int32Array;
  population: Uint32Array;
  id: Uint32Array;
  countryCodes: string[];
  countryNames: string[];
  regionCountry: Uint16Array;
  regionCodes: string[];
  regionNames: string[];
  zones: string[];
}

const placeDataSchema = z.object({
  format: z.literal(PLACE_DATA_FORMAT),
  countries: z.string(),
  regions: z.string(),
  zones: z.string(),
  names: z.string(),
  region: z.string(),
  zone: z.string(),
  lat: z.string(),
  lon: z.string(),
  population: z.string(),
  id: z.string(),
});

function parseBase36(text: string, column: string, line: number): number {
  const value = text === '' ? 0 : parseInt(text, 36);
  if (!Number.isSafeInteger(value))
    throw new Error(`atlas data: bad ${column} on line ${line + 1}`);
  return value;
}

function decodeDeltas<T extends Uint16Array | Int32Array | Uint32Array>(
  lines: string[],
  into: T,
  column: string,
): T {
  let value = 0;
  for (let i = 0; i < lines.length; i++) {
    value += parseBase36(lines[i], column, i);
    into[i] = value;
  }
  return into;
}

/** Decodes and checks the generated module (see place-data-format.ts). */
export function decodePlaceData(data: unknown): PlaceTable {
  const source = placeDataSchema.parse(data);
  const columns = Object.fromEntries(
    PLACE_COLUMNS.map((name) => [name, source[name].split('\n')]),
  ) as Record<(typeof PLACE_COLUMNS)[number], string[]>;
  const count = columns.names.length;
  for (const name of PLACE_COLUMNS) {
    if (columns[name].length !== count)
      throw new Error(
        `atlas data: column ${name} has ${columns[name].length} rows, expected ${count}`,
      );
  }
  const countries = source.countries.split('\n').map((line) => line.split('\t'));
  const regions = source.regions.split('\n').map((line) => line.split('\t'));
  const zones = source.zones.split('\n');
  const table: PlaceTable = {
    count,
    names: columns.names,
    region: decodeDeltas(columns.region, new Uint16Array(count), 'region'),
    zone: decodeDeltas(columns.zone, new Uint16Array(count), 'zone'),
    lat: decodeDeltas(columns.lat, new Int32Array(count), 'lat'),
    lon: decodeDeltas(columns.lon, new Int32Array(count), 'lon'),
    population: Uint32Array.from(columns.population, (text, line) =>
      parseBase36(text, 'population', line),
    ),
    id: decodeDeltas(columns.id, new Uint32Array(count), 'id'),
    countryCodes: countries.map(([code]) => code),
    countryNames: countries.map(([code, name]) => name ?? code),
    regionCountry: Uint16Array.from(regions, ([country], line) =>
      parseBase36(country, 'regions', line),
    ),
    regionCodes: regions.map(([, code]) => code ?? ''),
    regionNames: regions.map(([, , name]) => name ?? ''),
    zones,
  };
  for (let i = 0; i < count; i++) {
    if (table.region[i] >= regions.length || table.zone[i] >= zones.length) {
      throw new Error(`atlas data: place ${i + 1} points outside the region or zone table`);
    }
  }
  if (table.regionCountry.some((country) => country >= countries.length)) {
    throw new Error('atlas data: a region points outside the country table');
  }
  return table;
}
