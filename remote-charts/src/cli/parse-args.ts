import { CliInputError } from './cli-input-error';

export type CliCommand =
  { mode: 'single'; request: Record<string, unknown> } | { mode: 'batch'; file: string };

const STRING_FLAGS = new Set([
  'utc',
  'date',
  'time',
  'tz',
  'place',
  'houses',
  'batch',
  'utc-offset',
]);
const NUMBER_FLAGS = new Set(['lat', 'lon']);
/** Flags that take no value: their presence is the setting. */
const SWITCHES = new Set(['lmt']);

/** Turns `--flag value` pairs into a request object; numbers are checked here, the rest later. */
export function parseArgs(argv: string[]): CliCommand {
  const values: Record<string, unknown> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new CliInputError(arg, 'unexpected argument');
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    if (!STRING_FLAGS.has(name) && !NUMBER_FLAGS.has(name) && !SWITCHES.has(name))
      throw new CliInputError(`--${name}`, 'unknown option');
    if (name in values) throw new CliInputError(name, 'given more than once');
    if (SWITCHES.has(name)) {
      if (eq > 0) throw new CliInputError(name, 'takes no value');
      values[name] = true;
      continue;
    }
    let raw: string | undefined;
    if (eq > 0) raw = arg.slice(eq + 1);
    else {
      raw = argv[i + 1];
      if (raw === undefined || (raw.startsWith('--') && !/^--?\d/.test(raw))) {
        throw new CliInputError(name, 'needs a value');
      }
      i++;
    }
    if (NUMBER_FLAGS.has(name)) {
      const n = raw.trim() === '' ? NaN : Number(raw);
      if (!Number.isFinite(n))
        throw new CliInputError(name, `not a number: ${JSON.stringify(raw)}`);
      values[name] = n;
    } else values[name] = raw;
  }
  if ('batch' in values) {
    const others = Object.keys(values).filter((k) => k !== 'batch');
    if (others.length > 0) throw new CliInputError(others[0], 'cannot be combined with --batch');
    return { mode: 'batch', file: String(values.batch) };
  }
  if (Object.keys(values).length === 0)
    throw new CliInputError('utc', 'is required (or --date and --time, or --batch)');
  return { mode: 'single', request: values };
}
