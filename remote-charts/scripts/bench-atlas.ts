// Measures the atlas: decoding and indexing on load, and search latency per keystroke.
//   npx tsx remote-charts/scripts/bench-atlas.ts
// Every prefix of each query is searched, as typed, and timed; the figures are the
// median, 95th percentile and worst over all keystrokes after one warm-up pass.
import { loadAtlas } from '../src/atlas';
import { decodePlaceData } from '../src/atlas/decode-place-data';
import placesData from '../src/atlas/generated/places-data';
import { createAtlas } from '../src/atlas/place-search';

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

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function main(): Promise<void> {
  // The data module is already imported (statically, above); this times the work
  // done on every load after the download: decoding the columns and sorting the indexes.
  let started = performance.now();
  const table = decodePlaceData(placesData);
  const decodeMs = performance.now() - started;
  started = performance.now();
  createAtlas(table);
  const indexMs = performance.now() - started;
  const atlas = await loadAtlas();
  started = performance.now();
  atlas.search('s');
  const coldMs = performance.now() - started;
  const keystrokes = QUERIES.flatMap((query) =>
    Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)),
  );
  for (const text of keystrokes) atlas.search(text);
  const timings: { text: string; ms: number }[] = [];
  for (let round = 0; round < 5; round++) {
    for (const text of keystrokes) {
      const start = performance.now();
      atlas.search(text);
      timings.push({ text, ms: performance.now() - start });
    }
  }
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const worst = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
  const heapMiB = process.memoryUsage().heapUsed / 2 ** 20;
  console.log(`places: ${atlas.size}`);
  console.log(
    `decode ${decodeMs.toFixed(0)} ms, index ${indexMs.toFixed(0)} ms, heap ${heapMiB.toFixed(0)} MiB`,
  );
  console.log(`first search ("s") right after loading: ${coldMs.toFixed(1)} ms`);
  console.log(
    `search per keystroke over ${timings.length} searches: median ${percentile(sorted, 0.5).toFixed(3)} ms, ` +
      `p95 ${percentile(sorted, 0.95).toFixed(3)} ms, worst ${worst.ms.toFixed(3)} ms ("${worst.text}")`,
  );
  if (worst.ms > 50) {
    console.error('slower than the 50 ms budget per keystroke');
    process.exitCode = 1;
  }
}

void main();
