import {
  type ChartEngine,
  ChartRangeError,
  compositeChart,
  secondaryProgression,
  solarArcDirection,
  SUPPORTED_RANGE,
  synastryAspects,
} from '@astro/astrology';
import { z } from 'zod';
import { CliInputError } from './cli-input-error';
import { formatChart } from './format-chart';
import { ISO_INSTANT } from './resolve-request';

/** The subcommands beside the natal chart: `chart -- transits …` and so on. */
export const PREDICTIVE_COMMANDS = ['transits', 'return', 'progressed', 'synastry'] as const;
export type PredictiveCommand = (typeof PREDICTIVE_COMMANDS)[number];

export const isPredictiveCommand = (word: string | undefined): word is PredictiveCommand =>
  (PREDICTIVE_COMMANDS as readonly string[]).includes(word ?? '');

export type FlagKind = 'string' | 'number' | 'boolean';

const FLAGS: Record<PredictiveCommand, Record<string, FlagKind>> = {
  transits: {
    'natal-utc': 'string',
    lat: 'number',
    lon: 'number',
    from: 'string',
    to: 'string',
    minor: 'boolean',
    moon: 'boolean',
  },
  return: {
    body: 'string',
    'natal-utc': 'string',
    lat: 'number',
    lon: 'number',
    after: 'string',
    'at-lat': 'number',
    'at-lon': 'number',
  },
  progressed: {
    'natal-utc': 'string',
    lat: 'number',
    lon: 'number',
    on: 'string',
    method: 'string',
  },
  synastry: {
    'a-utc': 'string',
    'a-lat': 'number',
    'a-lon': 'number',
    'b-utc': 'string',
    'b-lat': 'number',
    'b-lon': 'number',
  },
};

/** `--flag value` pairs (and bare boolean flags) for one subcommand, by its flags' kinds. */
export function readFlags(
  command: string,
  spec: Record<string, FlagKind>,
  argv: string[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new CliInputError(arg, 'unexpected argument');
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    const kind = spec[name];
    if (!kind) throw new CliInputError(`--${name}`, `unknown option for ${command}`);
    if (name in values) throw new CliInputError(name, 'given more than once');
    if (kind === 'boolean') {
      if (eq > 0) throw new CliInputError(name, 'takes no value');
      values[name] = true;
      continue;
    }
    let raw: string | undefined;
    if (eq > 0) raw = arg.slice(eq + 1);
    else {
      raw = argv[i + 1];
      if (raw === undefined || (raw.startsWith('--') && !/^--?\d/.test(raw)))
        throw new CliInputError(name, 'needs a value');
      i++;
    }
    if (kind === 'number') {
      const n = raw.trim() === '' ? NaN : Number(raw);
      if (!Number.isFinite(n))
        throw new CliInputError(name, `not a number: ${JSON.stringify(raw)}`);
      values[name] = n;
    } else values[name] = raw;
  }
  return values;
}

const instant = z
  .string()
  .regex(ISO_INSTANT, 'expected an ISO 8601 instant such as 1990-05-15T13:30:00Z')
  .transform((text, ctx) => {
    const date = new Date(text);
    if (Number.isNaN(date.getTime()) || date < SUPPORTED_RANGE.from || date > SUPPORTED_RANGE.to) {
      ctx.addIssue({
        code: 'custom',
        message: 'is outside the supported range 1500-01-01 to 2500-12-31',
      });
      return z.NEVER;
    }
    return date;
  });
const latitude = z
  .number()
  .min(-90, 'must be between -90 and 90')
  .max(90, 'must be between -90 and 90');
const longitude = z
  .number()
  .min(-180, 'must be between -180 and 180')
  .max(180, 'must be between -180 and 180');

const schemas = {
  transits: z
    .object({
      'natal-utc': instant,
      lat: latitude,
      lon: longitude,
      from: instant,
      to: instant,
      minor: z.boolean().optional(),
      moon: z.boolean().optional(),
    })
    .refine((v) => v.to.getTime() - v.from.getTime() <= 5 * 366 * 86400000, {
      path: ['to'],
      message: 'the range may span at most five years',
    })
    .refine((v) => v.to >= v.from, { path: ['to'], message: 'must not be before --from' }),
  return: z.object({
    body: z.enum(['sun', 'moon'], { error: 'expected sun or moon' }),
    'natal-utc': instant,
    lat: latitude,
    lon: longitude,
    after: instant,
    'at-lat': latitude.optional(),
    'at-lon': longitude.optional(),
  }),
  progressed: z.object({
    'natal-utc': instant,
    lat: latitude,
    lon: longitude,
    on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'),
    method: z
      .enum(['secondary', 'solar-arc'], { error: 'expected secondary or solar-arc' })
      .optional(),
  }),
  synastry: z.object({
    'a-utc': instant,
    'a-lat': latitude,
    'a-lon': longitude,
    'b-utc': instant,
    'b-lat': latitude,
    'b-lon': longitude,
  }),
};

function parse<C extends PredictiveCommand>(command: C, values: Record<string, unknown>) {
  const parsed = schemas[command].safeParse(values);
  if (parsed.success) return parsed.data as z.infer<(typeof schemas)[C]>;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length > 0 ? String(issue.path[0]) : 'input';
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  throw new CliInputError(field, missing ? 'is required' : issue.message);
}

/** Runs one subcommand and returns its JSON line. */
export function runPredictive(
  engine: ChartEngine,
  command: PredictiveCommand,
  argv: string[],
): string {
  const values = readFlags(command, FLAGS[command], argv);
  try {
    if (command === 'transits') {
      const v = parse('transits', values);
      const natal = engine.computeChart({ utc: v['natal-utc'], lat: v.lat, lon: v.lon });
      const events = engine
        .findTransits({
          natal,
          timeKnown: true,
          from: v.from,
          to: v.to,
          minor: v.minor,
          moon: v.moon,
        })
        .map(({ jdUT: _jdUT, ...event }) => event);
      return JSON.stringify({ events });
    }
    if (command === 'return') {
      const v = parse('return', values);
      const natal = engine.computeChart({ utc: v['natal-utc'], lat: v.lat, lon: v.lon });
      const exact = engine.findReturn(v.body, natal.bodies[v.body].lon, v.after);
      const chart = engine.computeChart({
        utc: exact,
        lat: v['at-lat'] ?? v.lat,
        lon: v['at-lon'] ?? v.lon,
      });
      return JSON.stringify({
        // To the nearest second, as the transit events are.
        exact: new Date(Math.round(exact.getTime() / 1000) * 1000)
          .toISOString()
          .replace('.000Z', 'Z'),
        chart: formatChart(chart),
      });
    }
    if (command === 'progressed') {
      const v = parse('progressed', values);
      const on = new Date(`${v.on}T00:00:00Z`);
      if (Number.isNaN(on.getTime())) throw new CliInputError('on', 'not a valid date');
      const natal = { utc: v['natal-utc'], lat: v.lat, lon: v.lon };
      const method = v.method ?? 'secondary';
      const chart =
        method === 'secondary'
          ? secondaryProgression(engine.computeChart, natal, on)
          : solarArcDirection(engine.computeChart, natal, on).chart;
      return JSON.stringify({ method, chart: formatChart(chart) });
    }
    const v = parse('synastry', values);
    const a = engine.computeChart({ utc: v['a-utc'], lat: v['a-lat'], lon: v['a-lon'] });
    const b = engine.computeChart({ utc: v['b-utc'], lat: v['b-lat'], lon: v['b-lon'] });
    const aspects = synastryAspects({ chart: a, timeKnown: true }, { chart: b, timeKnown: true });
    return JSON.stringify({ aspects, composite: formatChart(compositeChart(a, b)) });
  } catch (error) {
    if (error instanceof ChartRangeError) throw new CliInputError('utc', error.message);
    throw error;
  }
}
