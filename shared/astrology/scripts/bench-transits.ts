import { loadChartEngine } from '../src/engine';
import { TRANSIT_BODIES } from '../src/predictive/points';
import { seededRandom } from './seeded-random';

/**
 * `npm run bench:transits`: a full one-year timeline (the Sun to Pluto and the true node against
 * the 12 natal points, major aspects, ingresses and stations) for 100 random charts, in one
 * process. Prints the median and 95th-percentile milliseconds per timeline. BENCH_TRANSITS_CHARTS
 * overrides the count.
 */
const CHARTS = Number(process.env.BENCH_TRANSITS_CHARTS ?? 100);
const TARGET_MS = 20;

async function main(): Promise<void> {
  const engine = await loadChartEngine();
  const random = seededRandom(20261124);
  const jobs = Array.from({ length: CHARTS }, () => {
    const birth = new Date(Date.UTC(1900, 0, 1) + random() * 120 * 365.25 * 86400000);
    const from = new Date(Date.UTC(2000, 0, 1) + random() * 40 * 365.25 * 86400000);
    const natal = engine.computeChart({
      utc: birth,
      lat: -60 + random() * 120,
      lon: -180 + random() * 360,
    });
    return { natal, from, to: new Date(from.getTime() + 365.25 * 86400000) };
  });
  // Warm-up: the first timelines compile the code paths.
  for (const job of jobs.slice(0, 5)) engine.findTransits({ ...job, timeKnown: true });
  const times: number[] = [];
  let events = 0;
  for (const job of jobs) {
    const start = performance.now();
    events += engine.findTransits({ ...job, timeKnown: true }).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!;
  console.log(
    JSON.stringify(
      {
        timelines: CHARTS,
        // The Moon is off by default, as in the timeline.
        transitingBodies: TRANSIT_BODIES.length - 1,
        medianMs: Number(median.toFixed(2)),
        p95Ms: Number(p95.toFixed(2)),
        eventsPerTimeline: Math.round(events / CHARTS),
        target: `median <= ${TARGET_MS} ms: ${median <= TARGET_MS ? 'met' : 'NOT met'}`,
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
