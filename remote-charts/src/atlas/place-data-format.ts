// The layout of the place table, shared by the build scripts that write it and the
// decoder that reads it. Bump the format when the layout changes.
//
//   countries  one line per country: ISO 3166 alpha-2 code \t English name
//   regions    one line per admin1 region: country index (base 36) \t admin1 code \t name
//   zones      one IANA time zone id per line
//   names, region, zone, lat, lon, population, id, aliases
//              one column per field, one line per place, places ordered by region then id.
//              region, zone, lat, lon and id hold the signed base-36 difference from the
//              previous place (empty = same); lat and lon count 1e-4 degree; population
//              is plain base 36; aliases are the place's other names (exonyms, former names,
//              abbreviations, names in other scripts) separated by "|", or empty.
export const PLACE_DATA_FORMAT = 3;
export const COORDINATE_SCALE = 1e4;
export const PLACE_COLUMNS = [
  'names',
  'region',
  'zone',
  'lat',
  'lon',
  'population',
  'id',
  'aliases',
] as const;
/** Separates a place's aliases in the aliases column; no name contains it. */
export const ALIAS_SEPARATOR = '|';

// The atlas as the app and the CLI read it: src/atlas/generated/shards/, written by
// scripts/build-atlas-shards.ts. File names carry a hash of their content, so the web
// server and the service worker may cache them for good.
//
//   index.<hash>.json     format, prefixLength, places (count), countries, regions and
//                         zones as above, shards: shard key -> file name, and split: the
//                         keys whose places were split among keys one letter longer
//   <key>.<hash>.json     format, key, and the place columns above for every place
//                         found by a query starting with the key, in the order of the
//                         full table (region, then id); a shard's aliases column keeps only
//                         the aliases found through that shard
//
// A shard key is the first two folded letters of a Latin name, or "~" and the hexadecimal
// 256-code-point block of the first letter of a name in another script; a shard too big for
// the first download is split by one more letter, and a split key of two letters or more
// keeps a head shard with the best answers to a query of just those letters (shard-keys.ts).
export const ATLAS_SHARDS_FORMAT = 3;
