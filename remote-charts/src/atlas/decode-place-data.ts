import { z } from 'zod';
import {
  ALIAS_SEPARATOR,
  ATLAS_SHARDS_FORMAT,
  PLACE_COLUMNS,
  PLACE_DATA_FORMAT,
} from './place-data-format';
import type { SplitKeys } from './shard-keys';

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
  /** Each place's other names (exonyms, former names, other scripts); mostly empty. */
  aliases: string[][];
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
  aliases: z.string(),
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

type PlaceColumns = Record<(typeof PLACE_COLUMNS)[number], string>;

/** The country, region and zone tables the place columns point into. */
export type PlaceLookups = Pick<
  PlaceTable,
  'countryCodes' | 'countryNames' | 'regionCountry' | 'regionCodes' | 'regionNames' | 'zones'
>;

function decodeLookups(source: {
  countries: string;
  regions: string;
  zones: string;
}): PlaceLookups {
  const countries = source.countries.split('\n').map((line) => line.split('\t'));
  const regions = source.regions.split('\n').map((line) => line.split('\t'));
  const lookups: PlaceLookups = {
    countryCodes: countries.map(([code]) => code),
    countryNames: countries.map(([code, name]) => name ?? code),
    regionCountry: Uint16Array.from(regions, ([country], line) =>
      parseBase36(country, 'regions', line),
    ),
    regionCodes: regions.map(([, code]) => code ?? ''),
    regionNames: regions.map(([, , name]) => name ?? ''),
    zones: source.zones.split('\n'),
  };
  if (lookups.regionCountry.some((country) => country >= countries.length)) {
    throw new Error('atlas data: a region points outside the country table');
  }
  return lookups;
}

function decodeColumns(source: PlaceColumns, lookups: PlaceLookups): PlaceTable {
  // No place has an empty name, so an empty names column is a table of no places.
  const empty = source.names === '';
  const columns = Object.fromEntries(
    PLACE_COLUMNS.map((name) => [name, empty ? [] : source[name].split('\n')]),
  ) as Record<(typeof PLACE_COLUMNS)[number], string[]>;
  const count = columns.names.length;
  for (const name of PLACE_COLUMNS) {
    if (columns[name].length !== count)
      throw new Error(
        `atlas data: column ${name} has ${columns[name].length} rows, expected ${count}`,
      );
  }
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
    aliases: columns.aliases.map((line) => (line === '' ? [] : line.split(ALIAS_SEPARATOR))),
    ...lookups,
  };
  for (let i = 0; i < count; i++) {
    if (table.region[i] >= lookups.regionNames.length || table.zone[i] >= lookups.zones.length) {
      throw new Error(`atlas data: place ${i + 1} points outside the region or zone table`);
    }
  }
  return table;
}

/** Decodes and checks the whole table in one object (see place-data-format.ts). */
export function decodePlaceData(data: unknown): PlaceTable {
  const source = placeDataSchema.parse(data);
  return decodeColumns(source, decodeLookups(source));
}

const columnsSchema = z.object(
  Object.fromEntries(PLACE_COLUMNS.map((name) => [name, z.string()])) as Record<
    (typeof PLACE_COLUMNS)[number],
    z.ZodString
  >,
);

const atlasIndexSchema = z.object({
  format: z.literal(ATLAS_SHARDS_FORMAT),
  prefixLength: z.number().int().positive(),
  places: z.number().int().nonnegative(),
  countries: z.string(),
  regions: z.string(),
  zones: z.string(),
  shards: z.record(z.string(), z.string().regex(/^[\w.-]+\.json$/)),
  split: z.array(z.string()),
});

export interface AtlasIndex {
  prefixLength: number;
  /** Places in the whole atlas. */
  places: number;
  lookups: PlaceLookups;
  /** Shard key -> file name. */
  shards: Map<string, string>;
  /** The keys split by one more letter (shard-keys.ts). */
  split: SplitKeys;
}

/** Decodes and checks the atlas index file. */
export function decodeAtlasIndex(data: unknown): AtlasIndex {
  const source = atlasIndexSchema.parse(data);
  return {
    prefixLength: source.prefixLength,
    places: source.places,
    lookups: decodeLookups(source),
    shards: new Map(Object.entries(source.shards)),
    split: new Set(source.split),
  };
}

const atlasShardSchema = columnsSchema.extend({
  format: z.literal(ATLAS_SHARDS_FORMAT),
  key: z.string(),
});

/** Decodes and checks one shard file against the index it belongs to. */
export function decodeAtlasShard(data: unknown, key: string, index: AtlasIndex): PlaceTable {
  const source = atlasShardSchema.parse(data);
  if (source.key !== key)
    throw new Error(`atlas data: shard "${source.key}" where "${key}" was expected`);
  return decodeColumns(source, index.lookups);
}
