import {
  type Chart,
  type ChartEngine,
  chartContext,
  type ChartInput,
  type ReturnBody,
} from '@astro/astrology';

export const RETURN_BODIES: readonly ReturnBody[] = ['sun', 'moon'];
export const RETURN_LABELS: Record<ReturnBody, string> = {
  sun: 'Solar return',
  moon: 'Lunar return',
};

export interface ReturnChart {
  body: ReturnBody;
  /** When the Sun (or Moon) is back at its natal longitude. */
  exact: Date;
  /** The sky of that instant, with houses cast for the natal place. */
  chart: Chart;
}

/**
 * The next solar and lunar returns after `after`, each cast for the natal place (the package's
 * `returnChart` does the same from the ephemeris store, which the engine keeps to itself).
 */
export function nextReturns(
  engine: Pick<ChartEngine, 'computeChart' | 'findReturn'>,
  natal: { chart: Chart; input: ChartInput },
  after: Date,
): ReturnChart[] {
  return RETURN_BODIES.map((body) => {
    const exact = engine.findReturn(body, natal.chart.bodies[body].lon, after);
    return { body, exact, chart: engine.computeChart({ ...natal.input, utc: exact }) };
  });
}

/** The UT instant to the second, as the transit events give theirs. */
export const exactUT = (date: Date) =>
  new Date(Math.round(date.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** What an assistant reads beside a passage of the returns page: the natal chart and each return chart. */
export function returnsAiData(input: {
  name: string;
  natal: Chart;
  timeKnown: boolean;
  place: string;
  returns: readonly ReturnChart[];
}): string {
  return JSON.stringify({
    view: 'returns',
    castFor: input.place,
    natal: chartContext({
      charts: [{ name: input.name, chart: input.natal, timeKnown: input.timeKnown }],
    }),
    returns: input.returns.map((ret) => ({
      kind: RETURN_LABELS[ret.body],
      exactUT: exactUT(ret.exact),
      // A return is cast for an exact instant, so its houses and angles are known.
      context: chartContext({
        charts: [
          {
            name: `${RETURN_LABELS[ret.body]} of ${input.name}`,
            chart: ret.chart,
            timeKnown: true,
          },
        ],
      }),
    })),
  });
}
