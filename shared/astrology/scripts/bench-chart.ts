// Benchmark: 10,000 random full charts (all bodies, houses, aspects) in one process.
//   npm run -s bench:chart -w remote-charts
import { HOUSE_SYSTEMS, loadChartEngine } from '../src/engine';
import { seededRandom } from './seeded-random';

const CHARTS = 10_000;
const WARMUP = 500;

async function main(): Promise<void> {
  const t0 = performance.now();
  const engine = await loadChartEngine();
  const loadMs = performance.now() - t0;
  const rnd = seededRandom(7);
  const from = Date.UTC(1800, 0, 2);
  const to = Date.UTC(2200, 11, 30);
  const inputs = Array.from({ length: CHARTS + WARMUP }, () => ({
    utc: new Date(from + rnd() * (to - from)),
    lat: -66 + rnd() * 132,
    lon: -180 + rnd() * 360,
    houses: HOUSE_SYSTEMS[Math.floor(rnd() * HOUSE_SYSTEMS.length)],
  }));
  let sink = 0;
  for (let i = 0; i < WARMUP; i++) sink += engine.computeChart(inputs[i]).partOfFortune;
  const times = new Float64Array(CHARTS);
  let peakRss = process.memoryUsage().rss;
  const start = performance.now();
  for (let i = 0; i < CHARTS; i++) {
    const a = performance.now();
    sink += engine.computeChart(inputs[WARMUP + i]).partOfFortune;
    times[i] = performance.now() - a;
    if (i % 500 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const total = performance.now() - start;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  times.sort();
  const us = (ms: number) => (ms * 1000).toFixed(1);
  console.log(
    JSON.stringify(
      {
        charts: CHARTS,
        medianMicroseconds: Number(us(times[CHARTS >> 1])),
        p95Microseconds: Number(us(times[Math.floor(CHARTS * 0.95)])),
        throughputPerSecond: Math.round((CHARTS / total) * 1000),
        peakRssMiB: Number((peakRss / 1048576).toFixed(1)),
        dataLoadMs: Math.round(loadMs),
        checksum: Number(sink.toFixed(3)),
      },
      null,
      2,
    ),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
