import { killChildUnderLoad, type StackChild } from '../../scripts/lib/child-fault';
import { DEMO, signedInClient, stack } from './support/clients';

// Each child is SIGKILLed under a load of chart writes: it must be replaced, every refusal in the
// gap is a 503 with Retry-After, and no acknowledged write is lost. The speed target (writes
// succeed again within 5 s) is a figure `npm run bench:recovery` measures and prints; here the
// bound only proves recovery happens, since a busy two-core machine stretches any timing.
const LOAD_AFTER_KILL_MS = 15_000;
describe.each<StackChild>(['postgrest', 'postgres'])('a killed %s child', (child) => {
  it('is replaced; writes come back and no acknowledged write is lost', async () => {
    const { session } = await signedInClient(DEMO.user.email, DEMO.user.password);
    const result = await killChildUnderLoad({
      url: stack.url,
      anonKey: stack.anonKey,
      accessToken: session.access_token,
      databaseUrl: stack.databaseUrl,
      child,
      afterKillMs: LOAD_AFTER_KILL_MS,
    });
    expect(result.newPid).not.toBe(result.oldPid);
    expect(result.newPid).toBeGreaterThan(0);
    // Writes succeeded again while the load still ran.
    expect(result.recoveryMs).not.toBeNull();
    expect(result.unexpectedFailures).toEqual([]);
    expect(result.allFailuresSayRetryAfter).toBe(true);
    expect(result.acknowledged).toBeGreaterThan(20);
    expect(result.lost).toBe(0);
    // The rest of the stack is whole again: auth reads the database, PostgREST serves.
    const again = await signedInClient(DEMO.user.email, DEMO.user.password);
    const { error } = await again.client.from('charts').select('id').limit(1);
    expect(error).toBeNull();
  }, 60_000);
});
