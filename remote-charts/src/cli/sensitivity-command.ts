import { birthTimeSensitivity, type ChartEngine, ChartRangeError } from '@astro/astrology';
import { parseChartRequest } from './chart-request';
import { CliInputError } from './cli-input-error';
import { type FlagKind, readFlags } from './predictive-commands';
import { type ResolveDeps, toChartInput } from './resolve-request';

const FLAGS: Record<string, FlagKind> = {
  utc: 'string',
  date: 'string',
  time: 'string',
  tz: 'string',
  place: 'string',
  lat: 'number',
  lon: 'number',
  houses: 'string',
  'utc-offset': 'string',
  lmt: 'boolean',
  minutes: 'number',
};

/**
 * `chart -- sensitivity --date … --time … --tz … --lat … --lon … [--minutes 30]`: every factor
 * of the chart that depends on the birth time, with the span (UT) around the birth in which it
 * holds; `holdsBefore`/`holdsAfter` say it holds past the window's edge.
 */
export async function runSensitivity(
  engine: ChartEngine,
  argv: string[],
  deps: ResolveDeps,
): Promise<string> {
  const { minutes = 30, ...request } = readFlags('sensitivity', FLAGS, argv);
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > 180) {
    throw new CliInputError('minutes', 'must be a whole number of minutes from 1 to 180');
  }
  const input = await toChartInput(parseChartRequest(request), deps);
  const castAt = (utc: Date) => engine.computeChart({ ...input, utc });
  try {
    const factors = birthTimeSensitivity(castAt, input.utc, minutes);
    return JSON.stringify({
      utc: input.utc.toISOString(),
      factors: factors.map((factor) => ({
        factor: factor.factor,
        value: factor.value,
        from: factor.from.toISOString(),
        to: factor.to.toISOString(),
        holdsBefore: factor.holdsBefore,
        holdsAfter: factor.holdsAfter,
        ...(factor.valueBefore === undefined ? {} : { valueBefore: factor.valueBefore }),
        ...(factor.valueAfter === undefined ? {} : { valueAfter: factor.valueAfter }),
      })),
    });
  } catch (err) {
    if (err instanceof ChartRangeError) throw new CliInputError('date', err.message);
    throw err;
  }
}
