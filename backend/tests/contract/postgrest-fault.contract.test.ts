import { DEMO, signedInClient, stack, withDatabase } from './support/clients';

interface Outcome {
  at: number;
  status: number;
  body: string;
  id?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function postgrestPid(): Promise<number> {
  const info = (await (await fetch(`${stack.url}/_dev/stack`)).json()) as {
    postgrest: { pid: number; state: string };
  };
  return info.postgrest.pid;
}

describe('PostgREST failure under load', () => {
  it('answers 503 JSON in the gap, recovers within 3 s and loses no acknowledged write', async () => {
    const { session } = await signedInClient(DEMO.user.email, DEMO.user.password);
    const headers = {
      apikey: stack.anonKey,
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    };
    const runId = `fault-${Date.now()}`;
    const outcomes: Outcome[] = [];
    let running = true;
    let n = 0;

    const worker = async () => {
      while (running) {
        const name = `${runId}-${n++}`;
        try {
          const res = await fetch(`${stack.url}/rest/v1/charts?select=id`, {
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
          outcomes.push({ at: Date.now(), status: res.status, body, id });
        } catch (error) {
          outcomes.push({ at: Date.now(), status: 0, body: String(error) });
        }
      }
    };

    const workers = Array.from({ length: 8 }, worker);
    await sleep(800);
    const oldPid = await postgrestPid();
    const killedAt = Date.now();
    process.kill(oldPid, 'SIGKILL');
    // Keep the load on until well after recovery.
    await sleep(3500);
    running = false;
    await Promise.all(workers);

    const afterKill = outcomes.filter((o) => o.at >= killedAt);
    const failures = afterKill.filter((o) => o.status !== 201);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.status).toBe(503);
      expect(JSON.parse(failure.body)).toMatchObject({
        message: expect.stringContaining('temporarily unavailable'),
      });
    }
    const lastFailure = Math.max(...failures.map((f) => f.at));
    const recovered = afterKill.find((o) => o.status === 201 && o.at > lastFailure);
    expect(recovered).toBeDefined();
    expect(recovered!.at - killedAt).toBeLessThan(3000);
    expect(await postgrestPid()).not.toBe(oldPid);
    expect(outcomes.filter((o) => o.at < killedAt).every((o) => o.status === 201)).toBe(true);

    const acknowledged = outcomes.filter((o) => o.id).map((o) => o.id!);
    expect(acknowledged.length).toBeGreaterThan(20);
    const stored = await withDatabase(
      async (db) =>
        (
          await db.query<{ id: string }>(
            'select id from public.charts where id = any($1::uuid[])',
            [acknowledged],
          )
        ).rows.length,
    );
    expect(stored).toBe(acknowledged.length);
  });
});
