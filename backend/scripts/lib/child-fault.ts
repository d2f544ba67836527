import { Client } from 'pg';

/** Which supervised child to kill, as `/_dev/stack` names their pids. */
export type StackChild = 'postgres' | 'postgrest';

export interface ChildFaultOptions {
  url: string;
  anonKey: string;
  /** A user's access token: the writes are that user's charts. */
  accessToken: string;
  databaseUrl: string;
  child: StackChild;
  /** Concurrent writers. */
  workers?: number;
  /** How long the load goes on after the kill. */
  afterKillMs?: number;
}

export interface ChildFaultResult {
  child: StackChild;
  oldPid: number;
  newPid: number;
  /** From the kill to the first write acknowledged after the last failure. */
  recoveryMs: number | null;
  acknowledged: number;
  /** Acknowledged writes that are not in the database afterwards. */
  lost: number;
  /** Status codes of the writes refused after the kill, with how many of each. */
  failures: Record<string, number>;
  /** Whether every refused write carried a Retry-After header. */
  allFailuresSayRetryAfter: boolean;
  /** Refused writes that were not a 503 with a JSON error a client can act on. */
  unexpectedFailures: string[];
}

interface Outcome {
  at: number;
  status: number;
  body: string;
  retryAfter: string | null;
  id?: string;
}

function hasErrorCode(body: string): boolean {
  try {
    return typeof (JSON.parse(body) as { code?: unknown }).code === 'string';
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function childPid(url: string, child: StackChild): Promise<number | undefined> {
  const info = (await (await fetch(`${url}/_dev/stack`)).json()) as {
    postgrest: { pid?: number };
    postgresPid: number | null;
  };
  return (child === 'postgres' ? info.postgresPid : info.postgrest.pid) ?? undefined;
}

/**
 * Writes charts as fast as `workers` clients can, SIGKILLs one child of the stack, keeps writing
 * until well after it is back, then checks every acknowledged write against the database.
 */
export async function killChildUnderLoad(opts: ChildFaultOptions): Promise<ChildFaultResult> {
  const headers = {
    apikey: opts.anonKey,
    authorization: `Bearer ${opts.accessToken}`,
    'content-type': 'application/json',
    prefer: 'return=representation',
  };
  const runId = `fault-${opts.child}-${Date.now()}`;
  const outcomes: Outcome[] = [];
  let running = true;
  let n = 0;

  const worker = async () => {
    while (running) {
      const name = `${runId}-${n++}`;
      try {
        const res = await fetch(`${opts.url}/rest/v1/charts?select=id`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            name,
            birth_date: '1999-09-09',
            latitude: 10,
            longitude: 20,
            time_zone: 'UTC',
            birth_utc: '1999-09-09T09:09:00Z',
          }),
        });
        const body = await res.text();
        const id = res.status === 201 ? (JSON.parse(body) as { id: string }[])[0]!.id : undefined;
        outcomes.push({
          at: Date.now(),
          status: res.status,
          body,
          retryAfter: res.headers.get('retry-after'),
          id,
        });
      } catch (error) {
        outcomes.push({ at: Date.now(), status: 0, body: String(error), retryAfter: null });
        await sleep(20);
      }
    }
  };

  const workers = Array.from({ length: opts.workers ?? 8 }, worker);
  await sleep(800);
  const oldPid = await childPid(opts.url, opts.child);
  if (oldPid === undefined) throw new Error(`the stack reports no ${opts.child} pid`);
  const killedAt = Date.now();
  process.kill(oldPid, 'SIGKILL');
  await sleep(opts.afterKillMs ?? 6000);
  running = false;
  await Promise.all(workers);

  const afterKill = outcomes.filter((o) => o.at >= killedAt);
  const refused = afterKill.filter((o) => o.status !== 201);
  const failures: Record<string, number> = {};
  for (const f of refused) failures[f.status] = (failures[f.status] ?? 0) + 1;
  const lastFailure = refused.length ? Math.max(...refused.map((f) => f.at)) : killedAt;
  const recovered = afterKill.find((o) => o.status === 201 && o.at > lastFailure);
  const acknowledged = outcomes.filter((o) => o.id).map((o) => o.id!);

  const db = new Client({ connectionString: opts.databaseUrl });
  await db.connect();
  let stored: number;
  try {
    const { rows } = await db.query<{ count: string }>(
      'select count(*) from public.charts where id = any($1::uuid[])',
      [acknowledged],
    );
    stored = Number(rows[0]!.count);
  } finally {
    await db.end();
  }

  return {
    child: opts.child,
    oldPid,
    newPid: (await childPid(opts.url, opts.child)) ?? -1,
    recoveryMs: recovered ? recovered.at - killedAt : null,
    acknowledged: acknowledged.length,
    lost: acknowledged.length - stored,
    failures,
    allFailuresSayRetryAfter: refused.every((f) => f.retryAfter !== null),
    unexpectedFailures: refused
      .filter((f) => f.status !== 503 || !hasErrorCode(f.body))
      .map((f) => `${f.status} ${f.body.slice(0, 200)}`),
  };
}
