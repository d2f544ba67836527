import { reproduceHint, sourceAddress } from './fuzz-settings';
import { send, type FuzzRequest, type Outcome } from './http-probe';
import { changedTables, type Fingerprint, type TableWatch } from './table-fingerprint';

export interface FamilyReport {
  family: string;
  sent: number;
  /** How many answers had each status (or `dropped`, `hung`). */
  statuses: Record<string, number>;
  /** Batches answered 4xx throughout, whose tables were compared before and after. */
  checkedBatches: number;
  failures: string[];
  /** FUZZ_VERBOSE only: the most common answers and the slowest requests, to tune generators. */
  answers?: Map<string, number>;
  slowest?: [number, string][];
}

/** Requests per table comparison: small, so that most batches are refused throughout. */
const BATCH_SIZE = 8;
/** Each hang costs a full answer timeout; after this many the family stops, to stay in budget. */
const MAX_HANGS = 2;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const verbose = () => Boolean(process.env.FUZZ_VERBOSE);

export function describeRequest(req: FuzzRequest, index: number): string {
  const headers = req.headers
    .map(([name, value]) => `${name}: ${value.length > 80 ? `${value.slice(0, 80)}…` : value}`)
    .join(' | ');
  const body = req.body
    ? ` body(${req.body.length}B${req.chunked ? ', chunked' : ''}): ${JSON.stringify(req.body.subarray(0, 160).toString('latin1'))}`
    : '';
  return `#${index} [${req.credential}] ${req.method} ${JSON.stringify(req.target.slice(0, 300))}${headers ? ` {${headers}}` : ''}${body}`;
}

function describeOutcome(outcome: Outcome): string {
  if (outcome.kind === 'answered') return `${outcome.status} ${outcome.body}`;
  if (outcome.kind === 'dropped') return `connection dropped without an answer (${outcome.error})`;
  return 'no answer (hung)';
}

/** What the fuzz level refuses: a 5xx, a hang, or a connection cut without an answer. */
function badOutcome(req: FuzzRequest, outcome: Outcome): boolean {
  if (outcome.kind === 'hung') return true;
  // An upload over the limit may be cut off once its 413 is out; the client may miss the 413.
  if (outcome.kind === 'dropped') return !req.oversized;
  return outcome.status >= 500;
}

const refused = (outcome: Outcome) =>
  outcome.kind === 'answered' && outcome.status >= 400 && outcome.status < 500;

/** Same credential and same kind of method: a batch of these is usually refused throughout. */
function inBatches(requests: FuzzRequest[]): { req: FuzzRequest; index: number }[][] {
  const groups = new Map<string, { req: FuzzRequest; index: number }[]>();
  requests.forEach((req, index) => {
    const key = `${req.credential}|${SAFE_METHODS.has(req.method.toUpperCase())}`;
    groups.set(key, [...(groups.get(key) ?? []), { req, index }]);
  });
  const batches: { req: FuzzRequest; index: number }[][] = [];
  for (const group of groups.values())
    for (let at = 0; at < group.length; at += BATCH_SIZE)
      batches.push(group.slice(at, at + BATCH_SIZE));
  return batches;
}

function record(
  report: FamilyReport,
  req: FuzzRequest,
  index: number,
  outcome: Outcome,
  ms: number,
) {
  report.sent++;
  const key = outcome.kind === 'answered' ? String(outcome.status) : outcome.kind;
  report.statuses[key] = (report.statuses[key] ?? 0) + 1;
  if (badOutcome(req, outcome))
    report.failures.push(`${describeRequest(req, index)}\n    → ${describeOutcome(outcome)}`);
  if (!verbose()) return;
  const answer =
    outcome.kind === 'answered' ? `${outcome.status} ${outcome.body.slice(0, 90)}` : key;
  (report.answers ??= new Map()).set(answer, (report.answers.get(answer) ?? 0) + 1);
  (report.slowest ??= []).push([ms, describeRequest(req, index).slice(0, 160)]);
}

/**
 * Sends one family's requests, batch by batch. When every request of a batch was refused (4xx),
 * the tables must be exactly as before it; after a batch with accepted writes, the next baseline
 * is taken once their effects have landed.
 */
export async function runFamily(opts: {
  family: string;
  familyIndex: number;
  baseUrl: string;
  requests: FuzzRequest[];
  tables: TableWatch;
}): Promise<FamilyReport> {
  const report: FamilyReport = {
    family: opts.family,
    sent: 0,
    statuses: {},
    checkedBatches: 0,
    failures: [],
  };
  let baseline: Fingerprint = await opts.tables.settled();
  let hangs = 0;
  for (const batch of inBatches(opts.requests)) {
    if (hangs >= MAX_HANGS) {
      report.failures.push(`stopped after ${hangs} requests got no answer within the timeout`);
      break;
    }
    const outcomes: Outcome[] = [];
    for (const { req, index } of batch) {
      const startedAt = Date.now();
      const outcome = await send(opts.baseUrl, req, sourceAddress(opts.familyIndex, index));
      record(report, req, index, outcome, Date.now() - startedAt);
      outcomes.push(outcome);
      if (outcome.kind === 'hung') hangs++;
    }
    if (outcomes.every(refused)) {
      const after = await opts.tables.fingerprint();
      const changed = changedTables(baseline, after);
      report.checkedBatches++;
      if (changed.length > 0)
        report.failures.push(
          `tables ${changed.join(', ')} changed although every request of this batch was refused (4xx):\n` +
            batch.map(({ req, index }) => `    ${describeRequest(req, index)}`).join('\n'),
        );
      baseline = after;
      continue;
    }
    const acceptedWrite = batch.some(({ req }, i) => {
      const outcome = outcomes[i]!;
      return (
        outcome.kind === 'answered' &&
        outcome.status < 400 &&
        !SAFE_METHODS.has(req.method.toUpperCase())
      );
    });
    // Accepted writes may go on after the answer: usage rows in batches, a 202's background work.
    baseline = acceptedWrite
      ? await opts.tables.settled({
          background: outcomes.some((o) => o.kind === 'answered' && o.status === 202),
        })
      : await opts.tables.fingerprint();
  }
  return report;
}

/** Fails the test with every bad answer of a family, and how to replay exactly these requests. */
export function assertClean(report: FamilyReport): void {
  if (verbose()) {
    const top = [...(report.answers ?? new Map<string, number>())]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([answer, count]) => `  ${count} × ${answer}`);
    const slowest = (report.slowest ?? [])
      .sort((a, b) => b[0] - a[0])
      .slice(0, 5)
      .map(([ms, what]) => `  ${ms} ms ${what}`);
    console.log(
      `fuzz ${report.family}: ${report.sent} requests, ${report.checkedBatches} refused batches compared, ` +
        `statuses ${JSON.stringify(report.statuses)}\n${top.join('\n')}\n slowest:\n${slowest.join('\n')}`,
    );
  }
  if (report.failures.length === 0) return;
  throw new Error(
    `fuzz ${report.family}: ${report.failures.length} bad answer(s) out of ${report.sent} requests ` +
      `(statuses ${JSON.stringify(report.statuses)})\n${reproduceHint()}\n\n` +
      report.failures.slice(0, 40).join('\n') +
      (report.failures.length > 40 ? `\n… and ${report.failures.length - 40} more` : ''),
  );
}
