import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { whenSecondStepPassed } from '../model/second-step-gate';

/** Just the auth calls the gate makes, with the assurance level under the test's control. */
function fakeClient(levels: { currentLevel: string; nextLevel: string }) {
  const listeners: ((event: AuthChangeEvent) => void)[] = [];
  const client = {
    auth: {
      mfa: { getAuthenticatorAssuranceLevel: async () => ({ data: { ...levels }, error: null }) },
      onAuthStateChange: (listener: (event: AuthChangeEvent) => void) => {
        listeners.push(listener);
        return {
          data: {
            subscription: { unsubscribe: () => listeners.splice(listeners.indexOf(listener), 1) },
          },
        };
      },
    },
  };
  return {
    client: client as unknown as SupabaseClient,
    levels,
    emit: (event: AuthChangeEvent) => listeners.forEach((l) => l(event)),
    listenerCount: () => listeners.length,
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('whenSecondStepPassed', () => {
  it('is ready at once for an account without a second factor', async () => {
    const fake = fakeClient({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const gate = whenSecondStepPassed(fake.client);
    expect(await settled(gate.ready)).toBe(true);
    expect(fake.listenerCount()).toBe(0);
  });

  it('waits for the second step of an account that has one, then lets go of its listener', async () => {
    const fake = fakeClient({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const gate = whenSecondStepPassed(fake.client);
    expect(await settled(gate.ready)).toBe(false);
    fake.levels.currentLevel = 'aal2';
    fake.emit('MFA_CHALLENGE_VERIFIED');
    expect(await settled(gate.ready)).toBe(true);
    expect(fake.listenerCount()).toBe(0);
  });

  it('stops listening when cancelled', async () => {
    const fake = fakeClient({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const gate = whenSecondStepPassed(fake.client);
    gate.cancel();
    fake.levels.currentLevel = 'aal2';
    fake.emit('MFA_CHALLENGE_VERIFIED');
    expect(await settled(gate.ready)).toBe(false);
    expect(fake.listenerCount()).toBe(0);
  });
});
