// Splits the place table into the files the app and the CLI read (src/atlas/generated/shards/,
// layout in src/atlas/place-data-format.ts): a small index, and one shard per first letters
// of a name, so a search downloads only the shard of what was typed.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PlaceTable } from '../src/atlas/decode-place-data';
import { foldText } from '../src/atlas/fold-text';
import { nameVariants } from '../src/atlas/name-variants';
import { createPlaceSearch, type PlaceSearch } from '../src/atlas/place-search';
import {
  ALIAS_SEPARATOR,
  ATLAS_SHARDS_FORMAT,
  type PLACE_COLUMNS,
} from '../src/atlas/place-data-format';
import {
  SHARD_PREFIX_LENGTH,
  shardKeysOfAlias,
  shardKeysOfName,
  type SplitKeys,
} from '../src/atlas/shard-keys';

export interface AtlasShardFiles {
  /** File name -> content. */
  files: Map<string, string>;
  indexFile: string;
  /** Shard key -> place count, for the build's report. */
  shardSizes: Map<string, number>;
}

/** A file-name-safe spelling of a shard key: letters and digits as they are, others by code point. */
export function shardFileStem(key: string): string {
  return [...key]
    .map((char) => (/[a-z0-9]/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}-`))
    .join('');
}

function hashedName(stem: string, text: string): string {
  return `${stem}.${createHash('sha256').update(text).digest('hex').slice(0, 10)}.json`;
}

function deltas(values: ArrayLike<number>, places: number[]): string {
  let previous = 0;
  return places
    .map((place) => {
      const delta = values[place] - previous;
      previous = values[place];
      return delta === 0 ? '' : delta.toString(36);
    })
    .join('\n');
}

/** The place columns of `places` (indexes into `table`, ascending) as stored. */
function encodeColumns(
  table: PlaceTable,
  places: number[],
  aliasesOf: (place: number) => string[],
): Record<(typeof PLACE_COLUMNS)[number], string> {
  return {
    names: places.map((place) => table.names[place]).join('\n'),
    region: deltas(table.region, places),
    zone: deltas(table.zone, places),
    lat: deltas(table.lat, places),
    lon: deltas(table.lon, places),
    population: places.map((place) => table.population[place].toString(36)).join('\n'),
    id: deltas(table.id, places),
    aliases: places.map((place) => aliasesOf(place).join(ALIAS_SEPARATOR)).join('\n'),
  };
}

/**
 * A shard bigger than this, gzipped, is split by one more letter: with the index (about
 * 47 KB), the first suggestions for any three letters then stay within 150 KB.
 */
export const SHARD_BUDGET_BYTES = 96 * 1024;

/**
 * How many answers the head of a split key holds: a query of just its letters ("sa") gets
 * the same first 100 places as a search over the whole table would give.
 */
export const HEAD_PLACES = 100;

/** Past this, a big shard is a data error (thousands of places of one long name), not a prefix. */
const MAX_KEY_LENGTH = 6;

/** Shard key -> its places (ascending) and the aliases each is found by through it. */
interface Membership {
  members: Map<string, number[]>;
  aliasesIn: Map<string, Map<number, string[]>>;
}

function membership(table: PlaceTable, split: SplitKeys): Membership {
  const members = new Map<string, number[]>();
  const aliasesIn = new Map<string, Map<number, string[]>>();
  const join = (key: string, place: number) => {
    const list = members.get(key);
    if (!list) members.set(key, [place]);
    else if (list[list.length - 1] !== place) list.push(place);
  };
  for (let place = 0; place < table.count; place++) {
    for (const key of shardKeysOfName(foldText(table.names[place]), split)) join(key, place);
    for (const alias of table.aliases[place]) {
      for (const key of shardKeysOfAlias(foldText(alias), split)) {
        join(key, place);
        let byPlace = aliasesIn.get(key);
        if (!byPlace) aliasesIn.set(key, (byPlace = new Map()));
        byPlace.set(place, [...(byPlace.get(place) ?? []), alias]);
      }
    }
  }
  return { members, aliasesIn };
}

function shardText(
  table: PlaceTable,
  key: string,
  places: number[],
  aliasesOf: (place: number) => string[],
): string {
  return JSON.stringify({
    format: ATLAS_SHARDS_FORMAT,
    key,
    ...encodeColumns(table, places, aliasesOf),
  });
}

const gzippedSize = (text: string) => gzipSync(text, { level: 9 }).length;

/**
 * The head of a split key: the places a search of the whole table gives first for the
 * key's letters, with the aliases that start with them.
 */
function headText(table: PlaceTable, whole: PlaceSearch, key: string): string {
  const rowOfId = new Map<number, number>();
  for (let row = 0; row < table.count; row++) rowOfId.set(table.id[row], row);
  const places = whole
    .search(key, HEAD_PLACES)
    .map((place) => rowOfId.get(place.id)!)
    .sort((a, b) => a - b);
  const aliasesOf = (place: number) =>
    table.aliases[place].filter((alias) =>
      nameVariants(foldText(alias)).some((spelling) => spelling.startsWith(key)),
    );
  return shardText(table, key, places, aliasesOf);
}

/**
 * Splits `table`, which must be in stored order (region, then id), into shard files; a
 * shard over `shardBudgetBytes` gzipped is split again by one more letter until none is.
 */
export function buildAtlasShards(
  table: PlaceTable,
  shardBudgetBytes = SHARD_BUDGET_BYTES,
): AtlasShardFiles {
  const split = new Set<string>();
  let texts: Map<string, string>;
  let sizes: Map<string, number>;
  for (;;) {
    const { members, aliasesIn } = membership(table, split);
    texts = new Map();
    sizes = new Map();
    let grew = false;
    for (const key of [...members.keys()].sort()) {
      const places = members.get(key)!;
      const text = shardText(table, key, places, (place) => aliasesIn.get(key)?.get(place) ?? []);
      if (
        !split.has(key) &&
        [...key].length < MAX_KEY_LENGTH &&
        gzippedSize(text) > shardBudgetBytes
      ) {
        split.add(key);
        grew = true;
      }
      texts.set(key, text);
      sizes.set(key, places.length);
    }
    if (!grew) break;
  }
  const whole = createPlaceSearch(table);
  for (const key of split) {
    // A query has at least SHARD_PREFIX_LENGTH letters, so shorter keys need no head.
    if ([...key].length < SHARD_PREFIX_LENGTH || key.startsWith('~')) {
      texts.delete(key);
      sizes.delete(key);
    } else {
      const text = headText(table, whole, key);
      texts.set(key, text);
      sizes.set(key, (JSON.parse(text) as { names: string }).names.split('\n').length);
    }
  }

  const files = new Map<string, string>();
  const shards: Record<string, string> = {};
  const shardSizes = new Map<string, number>();
  for (const key of [...texts.keys()].sort()) {
    const text = texts.get(key)!;
    const name = hashedName(shardFileStem(key), text);
    files.set(name, text);
    shards[key] = name;
    shardSizes.set(key, sizes.get(key)!);
  }
  const indexText = JSON.stringify({
    format: ATLAS_SHARDS_FORMAT,
    prefixLength: SHARD_PREFIX_LENGTH,
    places: table.count,
    countries: table.countryCodes
      .map((code, country) => `${code}\t${table.countryNames[country]}`)
      .join('\n'),
    regions: table.regionNames
      .map(
        (name, region) =>
          `${table.regionCountry[region].toString(36)}\t${table.regionCodes[region]}\t${name}`,
      )
      .join('\n'),
    zones: table.zones.join('\n'),
    shards,
    split: [...split].sort(),
  });
  const indexFile = hashedName('index', indexText);
  files.set(indexFile, indexText);
  return { files, indexFile, shardSizes };
}

/**
 * Replaces the shard files in `dir` and points `indexModule` (a TypeScript file) at the
 * new index, the one name the code needs to know.
 */
export function writeAtlasShards(shards: AtlasShardFiles, dir: string, indexModule: string): void {
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir)) {
    if (old.endsWith('.json') && !shards.files.has(old)) rmSync(path.join(dir, old));
  }
  for (const [name, text] of shards.files) writeFileSync(path.join(dir, name), text);
  writeFileSync(
    indexModule,
    '// Generated by remote-charts/scripts/build-atlas.ts: do not edit.\n' +
      '/** The atlas index in ./shards, named by its content. */\n' +
      `export const ATLAS_INDEX_FILE = '${shards.indexFile}';\n`,
  );
}
