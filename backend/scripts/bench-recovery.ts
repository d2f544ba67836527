// Kills each supervised child of a running stack (PostgREST, then PostgreSQL) with SIGKILL under
// a load of chart writes, three times each, and prints how long writes were refused and whether
// any acknowledged write was lost. Targets: back within 5 s, none lost.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killChildUnderLoad, type ChildFaultResult, type StackChild } from './lib/child-fault';
import { spawnStack } from './spawn-stack';

const ROUNDS = 3;

async function signIn(url: string, anonKey: string): Promise<string> {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@example.com', password: 'user-demo-password' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

const describeFailures = (r: ChildFaultResult) =>
  Object.entries(r.failures)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ') || 'none';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'astro-bench-recovery-'));
  const stack = await spawnStack({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  try {
    console.log(
      `\nRecovery from a SIGKILLed child under 8 concurrent writers (${ROUNDS} rounds each)`,
    );
    console.log('child       round  recovery   acknowledged  lost  refused in the gap');
    let failed = false;
    for (const child of ['postgrest', 'postgres'] as StackChild[]) {
      for (let round = 1; round <= ROUNDS; round++) {
        // A fresh token each round: PostgreSQL's restart does not end sessions, but be safe.
        const token = await signIn(stack.url, stack.anonKey);
        const r = await killChildUnderLoad({
          url: stack.url,
          anonKey: stack.anonKey,
          accessToken: token,
          databaseUrl: stack.databaseUrl,
          child,
        });
        const recovery = r.recoveryMs === null ? 'never' : `${r.recoveryMs} ms`;
        console.log(
          `${child.padEnd(11)} ${String(round).padStart(5)}  ${recovery.padStart(8)}   ${String(r.acknowledged).padStart(12)}  ${String(r.lost).padStart(4)}  ${describeFailures(r)}`,
        );
        for (const sample of new Set(r.unexpectedFailures.slice(0, 3)))
          console.log(`            ${sample}`);
        if (r.recoveryMs === null || r.lost > 0) failed = true;
      }
    }
    if (failed) process.exitCode = 1;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
