import {
  type ChartEngine,
  chartContext,
  chartInputOf,
  checkClaims,
  type ClaimChecks,
  loadChartEngine,
  type NamedChart,
  SAVED_CHART_COLUMNS,
  savedChartRowSchema,
  type SkyChart,
} from '@astro/astrology';
import { z } from 'zod';
import { dataApiAs } from './data-api';
import { describeError, logError } from './log';

/** At most this many charts are attached to one conversation (the synastry brain reads two). */
export const MAX_ATTACHED_CHARTS = 2;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `chart_ids` of a request body: at most two saved-chart ids, repeats dropped. */
export const chartIdsShape = z
  .array(
    z.string({ error: 'chart_ids must list chart ids (UUIDs)' }).regex(UUID, {
      error: 'chart_ids must list chart ids (UUIDs)',
    }),
    { error: 'chart_ids must be an array of chart ids' },
  )
  .max(MAX_ATTACHED_CHARTS, `chart_ids lists at most ${MAX_ATTACHED_CHARTS} charts`)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** `chart_ids` as a row stores it; anything else reads as no chart. */
export const storedChartIds = z.array(z.string().regex(UUID)).catch([]);

export const SKY_NAME = "Today's sky";
/** How far ahead the coming transits reach. */
const UPCOMING_DAYS = 30;

/** What an answer is grounded in: the charts as the engine computes them, and the prompt block. */
export interface Grounding {
  charts: NamedChart[];
  sky?: SkyChart;
  /** The block for the system message. */
  context: string;
}

// The ephemeris (all of 1500–2500, about 2.5 MB read from disk) loads with the first grounded
// answer and stays for the instance, so any saved chart can be computed without waiting.
let engine: Promise<ChartEngine> | undefined;
function chartEngine(): Promise<ChartEngine> {
  engine ??= loadChartEngine();
  engine.catch(() => (engine = undefined));
  return engine;
}

/**
 * Reads the attached charts with the user's own token (row-level security: an id the user may
 * not read is left out, as if it were not there) and computes each one from its birth data with
 * the shared engine; the stored snapshot is never trusted. With `sky`, the sky of this moment is
 * computed too, for transits. Null when there is nothing to ground the answer in.
 */
export async function groundAnswer(input: {
  accessToken: string;
  chartIds: readonly string[];
  sky?: boolean;
  now?: Date;
}): Promise<Grounding | null> {
  const ids = input.chartIds.filter((id) => UUID.test(id)).slice(0, MAX_ATTACHED_CHARTS);
  if (ids.length === 0 && !input.sky) return null;
  try {
    const rows = ids.length === 0 ? [] : await readCharts(input.accessToken, ids);
    const { computeChart } = await chartEngine();
    const charts: NamedChart[] = [];
    for (const row of rows) {
      try {
        charts.push({
          name: row.name,
          chart: computeChart(chartInputOf(row)),
          timeKnown: !row.time_unknown && row.birth_time !== null,
        });
      } catch (error) {
        // A birth date outside the engine's range: that chart cannot ground anything.
        logError(`a saved chart could not be computed: ${describeError(error)}`);
      }
    }
    let sky: SkyChart | undefined;
    if (input.sky) {
      const place = rows[0];
      sky = {
        name: SKY_NAME,
        chart: computeChart({
          utc: input.now ?? new Date(),
          lat: place?.latitude ?? 0,
          lon: place?.longitude ?? 0,
        }),
      };
    }
    if (charts.length === 0 && !sky) return null;
    // With the sky, the coming month's exact transits to the user's chart too: what a transit
    // reading is asked about ("when does it peak?"), which one instant of the sky cannot say.
    const natal = charts[0];
    const upcoming =
      sky && natal
        ? (await chartEngine()).findTransits({
            natal: natal.chart,
            timeKnown: natal.timeKnown,
            from: input.now ?? new Date(),
            to: new Date((input.now ?? new Date()).getTime() + UPCOMING_DAYS * 86400000),
          })
        : undefined;
    return { charts, sky, context: chartContext({ charts, sky, upcoming }) };
  } catch (error) {
    logError(`the attached charts could not be read: ${describeError(error)}`);
    return null;
  }
}

async function readCharts(accessToken: string, ids: string[]) {
  const read = await dataApiAs(accessToken).select<unknown>(
    `charts?select=${SAVED_CHART_COLUMNS}&id=in.(${ids.join(',')})`,
  );
  if (!read.ok) throw new Error(read.message);
  const rows = read.data.flatMap((row) => {
    const parsed = savedChartRowSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  // In the order the conversation lists them: the first is the user's own for transits.
  return ids.flatMap((id) => rows.filter((row) => row.id.toLowerCase() === id));
}

/** The claim checks of a complete answer, or null when it was not grounded in any chart. */
export function claimChecksOf(answer: string, grounding: Grounding | null): ClaimChecks | null {
  if (!grounding) return null;
  return checkClaims(answer, grounding.charts, { sky: grounding.sky });
}

/**
 * What the model is told about the charts: use them, quote them, and say whose and which sky a
 * placement is, so the answer can be checked against them.
 */
export function groundingInstructions(grounding: Grounding): string {
  const lines = [
    "The user's saved charts follow, computed by the app's chart engine (tropical zodiac; degrees within the sign, to the minute). Use these positions only: never guess or recompute a position.",
    'When you use a chart fact, state it as written there (e.g. "Sun 22°08′ Aries, 12th house") so the user can find it in their chart.',
  ];
  if (grounding.charts.length > 1)
    lines.push(
      'Two charts are attached: always say whose placement you mean by name (e.g. "Alice\'s Venus").',
    );
  if (grounding.sky)
    lines.push(
      'The sky block is the sky right now: write "transiting" before a body of the sky and "natal" before a body of a birth chart.',
    );
  return `${lines.join(' ')}\n${grounding.context}`;
}
