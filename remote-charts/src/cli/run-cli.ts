import { readFile } from 'node:fs/promises';
import { type ChartEngine, ChartRangeError, loadChartEngine } from '@astro/astrology';
import { type ChartRequest, parseChartRequest } from './chart-request';
import { CliInputError } from './cli-input-error';
import { formatChart } from './format-chart';
import { parseArgs } from './parse-args';
import { runPlaces } from './places-command';
import { runSensitivity } from './sensitivity-command';
import { isPredictiveCommand, runPredictive } from './predictive-commands';
import { type ResolveDeps, toChartInput } from './resolve-request';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const defaultDeps: ResolveDeps = {
  loadAtlas: async () => (await import('../atlas/node')).createNodeAtlas(),
};

async function chartLine(
  engine: ChartEngine,
  req: ChartRequest,
  deps: ResolveDeps,
): Promise<string> {
  const input = await toChartInput(req, deps);
  try {
    return JSON.stringify(formatChart(engine.computeChart(input)));
  } catch (err) {
    if (err instanceof ChartRangeError)
      throw new CliInputError(req.kind === 'utc' ? 'utc' : 'date', err.message);
    throw err;
  }
}

async function readBatch(file: string): Promise<ChartRequest[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new CliInputError('batch', `cannot read ${JSON.stringify(file)}`);
  }
  const requests: ChartRequest[] = [];
  const lines = text.split(/\r?\n/);
  // A final newline does not start another record.
  if (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  lines.forEach((line, i) => {
    const at = `line ${i + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new CliInputError(`${at}`, 'not valid JSON');
    }
    try {
      requests.push(parseChartRequest(value));
    } catch (err) {
      if (err instanceof CliInputError)
        throw new CliInputError(`${at}: ${err.field}`, err.message.replace(/^[^:]+: /, ''));
      throw err;
    }
  });
  return requests;
}

/** Runs the chart CLI; resolves to the process exit code. */
export async function runCli(
  argv: string[],
  io: CliIo,
  deps: ResolveDeps = defaultDeps,
): Promise<number> {
  try {
    const [first, ...rest] = argv;
    if (first === 'places') {
      io.out(await runPlaces(rest, deps.loadAtlas));
      return 0;
    }
    if (first === 'sensitivity') {
      io.out(await runSensitivity(await loadChartEngine(), rest, deps));
      return 0;
    }
    if (isPredictiveCommand(first)) {
      io.out(runPredictive(await loadChartEngine(), first, rest));
      return 0;
    }
    const command = parseArgs(argv);
    if (command.mode === 'single') {
      const request = parseChartRequest(command.request);
      const engine = await loadChartEngine();
      io.out(await chartLine(engine, request, deps));
      return 0;
    }
    const requests = await readBatch(command.file);
    const engine = await loadChartEngine();
    // Resolve every line before printing any, so bad input never leaves partial output.
    const lines: string[] = [];
    for (let i = 0; i < requests.length; i++) {
      try {
        lines.push(await chartLine(engine, requests[i], deps));
      } catch (err) {
        if (err instanceof CliInputError)
          throw new CliInputError(
            `line ${i + 1}: ${err.field}`,
            err.message.replace(/^[^:]+: /, ''),
          );
        throw err;
      }
    }
    for (const line of lines) io.out(line);
    return 0;
  } catch (err) {
    if (err instanceof CliInputError) {
      io.err(`error: ${err.message}`);
      return 2;
    }
    const message = err instanceof Error ? err.message : String(err);
    io.err(`error: internal: ${message.split('\n')[0]}`);
    return 1;
  }
}
