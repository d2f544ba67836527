// Splits the place table into the files the app and the CLI read (src/atlas/generated/shards/,
// layout in src/atlas/place-data-format.ts): a small index, and one shard per first letters
// of a name, so a search downloads only the shard of what was typed.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PlaceTable } from '../src/atlas/decode-place-data';
import { foldText } from '../src/atlas/fold-text';
import {
  ALIAS_SEPARATOR,
  ATLAS_SHARDS_FORMAT,
  type PLACE_COLUMNS,
} from '../src/atlas/place-data-format';
import { SHARD_PREFIX_LENGTH, shardKeysOfAlias, shardKeysOfName } from '../src/atlas/shard-keys';

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

/** Splits `table`, which must be in stored order (region, then id), into shard files. */
export function buildAtlasShards(table: PlaceTable): AtlasShardFiles {
  const members = new Map<string, number[]>();
  // Shard key -> place -> the place's aliases found through that shard.
  const aliasesIn = new Map<string, Map<number, string[]>>();
  const join = (key: string, place: number) => {
    const list = members.get(key);
    if (!list) members.set(key, [place]);
    else if (list[list.length - 1] !== place) list.push(place);
  };
  for (let place = 0; place < table.count; place++) {
    for (const key of shardKeysOfName(foldText(table.names[place]))) join(key, place);
    for (const alias of table.aliases[place]) {
      for (const key of shardKeysOfAlias(foldText(alias))) {
        join(key, place);
        let byPlace = aliasesIn.get(key);
        if (!byPlace) aliasesIn.set(key, (byPlace = new Map()));
        byPlace.set(place, [...(byPlace.get(place) ?? []), alias]);
      }
    }
  }
  const files = new Map<string, string>();
  const shards: Record<string, string> = {};
  const shardSizes = new Map<string, number>();
  for (const key of [...members.keys()].sort()) {
    const places = members.get(key)!;
    const text = JSON.stringify({
      format: ATLAS_SHARDS_FORMAT,
      key,
      ...encodeColumns(table, places, (place) => aliasesIn.get(key)?.get(place) ?? []),
    });
    const name = hashedName(shardFileStem(key), text);
    files.set(name, text);
    shards[key] = name;
    shardSizes.set(key, places.length);
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
