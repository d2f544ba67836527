// Measures the sharded atlas: what a search downloads, the work once a shard has arrived
// (decoding and indexing it), and search latency per keystroke.
//   npx tsx remote-charts/scripts/bench-atlas.ts
// Every prefix of each query is searched, as typed, and timed; the figures are the
// median, 95th percentile and worst over all keystrokes after one warm-up pass.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ATLAS_INDEX_FILE } from '../src/atlas/generated/atlas-index-file';
import { ATLAS_SHARD_DIR, readAtlasFile } from '../src/atlas/node';
import { decodeAtlasIndex } from '../src/atlas/decode-place-data';
import { createShardedAtlas } from '../src/atlas/sharded-atlas';

const QUERIES = [
  'São Paulo',
  'Sao Paulo, BR',
  'zurich',
  'London, CA',
  'Springfield, Illinois',
  'new york',
  'Saint-Étienne',
  'Frankfurt am Main',
  'st petersburg, ru',
  'Los Angeles',
  'Mumbai',
  'Tokyo',
  'Buenos Aires',
  'Ho Chi Minh City',
  'san',
  'a, us',
  'qqqqzzzz',
];
const BUDGET_MS = 50;
/** The most a search may download before its first suggestions, the index included. */
const FIRST_SUGGESTIONS_BUDGET_KB = 150;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** Gzipped size, as the gateway serves the files (gzip level 9). */
function gzippedBytes(file: string): number {
  return gzipSync(readFileSync(path.join(ATLAS_SHARD_DIR, file)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const index = (await readAtlasFile(ATLAS_INDEX_FILE)) as { shards: Record<string, string> };
  const { split } = decodeAtlasIndex(index);
  const indexBytes = gzippedBytes(ATLAS_INDEX_FILE);
  // Typing reaches a shard through the heads of the split keys before it ("sa", then "san"):
  // what the first suggestions for its letters cost is the index, those heads and the shard.
  const pathBytes = (key: string) => {
    let bytes = indexBytes + gzippedBytes(index.shards[key]);
    for (let length = key.length - 1; length >= 2; length--) {
      const head = index.shards[key.slice(0, length)];
      if (split.has(key.slice(0, length)) && head) bytes += gzippedBytes(head);
    }
    return bytes;
  };
  const firstSuggestions = Object.keys(index.shards)
    .map((key) => ({ key, bytes: pathBytes(key) }))
    .sort((a, b) => b.bytes - a.bytes);
  const worstFirst = firstSuggestions[0];
  const shardBytes = readdirSync(ATLAS_SHARD_DIR)
    .filter((file) => file !== ATLAS_INDEX_FILE)
    .map((file) => ({ file, bytes: gzippedBytes(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  console.log(
    `files: index ${kb(indexBytes)} gzipped, ${shardBytes.length} shards, largest ${shardBytes[0].file} ` +
      `${kb(shardBytes[0].bytes)}, median ${kb(percentile(shardBytes.map((s) => s.bytes).reverse(), 0.5))}`,
  );
  console.log(
    `first suggestions: "Lon" needs ${kb(pathBytes('lo'))}, the worst ("${worstFirst.key}…") ` +
      `${kb(worstFirst.bytes)} gzipped, index and heads included (budget ` +
      `${FIRST_SUGGESTIONS_BUDGET_KB} KB) ` +
      `${worstFirst.bytes <= FIRST_SUGGESTIONS_BUDGET_KB * 1024 ? 'OK' : 'OVER BUDGET'}; ` +
      `${split.size} keys split by a further letter`,
  );

  // Files come from memory here, so the time is the work after a download: decoding the
  // shard, sorting its indexes and the search itself.
  const parsed = new Map<string, unknown>();
  const fromMemory = async (file: string) => {
    if (!parsed.has(file)) parsed.set(file, await readAtlasFile(file));
    return parsed.get(file);
  };
  const atlas = createShardedAtlas(fromMemory, ATLAS_INDEX_FILE);
  await atlas.prepare();
  const arrivals: { text: string; ms: number }[] = [];
  // The first pass warms the code up, as the visitor's earlier keystrokes would have.
  for (const round of [0, 1]) {
    for (const key of ['lo', 'sa', 'de', 'ma', 'ca']) {
      await fromMemory(index.shards[key]);
      const fresh = createShardedAtlas(fromMemory, ATLAS_INDEX_FILE);
      await fresh.prepare();
      const started = performance.now();
      await fresh.search(key);
      if (round === 1) arrivals.push({ text: key, ms: performance.now() - started });
    }
  }
  console.log(
    `first results once a shard is there (decode, index, search): ${arrivals
      .map((a) => `"${a.text}" ${a.ms.toFixed(1)} ms`)
      .join(', ')}`,
  );

  const keystrokes = QUERIES.flatMap((query) =>
    Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)),
  );
  for (const text of keystrokes) await atlas.search(text);
  const timings: { text: string; ms: number }[] = [];
  for (let round = 0; round < 5; round++) {
    for (const text of keystrokes) {
      const start = performance.now();
      atlas.searchLoaded(text);
      timings.push({ text, ms: performance.now() - start });
    }
  }
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const worst = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
  const worstArrival = arrivals.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(
    `search per keystroke over ${timings.length} searches: median ${percentile(sorted, 0.5).toFixed(3)} ms, ` +
      `p95 ${percentile(sorted, 0.95).toFixed(3)} ms, worst ${worst.ms.toFixed(3)} ms ("${worst.text}")`,
  );
  // Decoding and indexing a shard happens once per shard, on its arrival; the budget is per keystroke.
  console.log(
    `load average while measuring: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores` +
      (worstArrival.ms > BUDGET_MS
        ? ` (slowest shard arrival "${worstArrival.text}" over ${BUDGET_MS} ms)`
        : ''),
  );
  if (worst.ms > BUDGET_MS || worstFirst.bytes > FIRST_SUGGESTIONS_BUDGET_KB * 1024) {
    console.error(
      `over budget: ${BUDGET_MS} ms per keystroke, ${FIRST_SUGGESTIONS_BUDGET_KB} KB for first suggestions`,
    );
    process.exitCode = 1;
  }
}

void main();
