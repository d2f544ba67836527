import { AccountThrottle, createAccountThrottles } from '../account-throttle';

const policy = {
  freeFailures: 5,
  firstPauseMs: 30_000,
  maxPauseMs: 900_000,
  forgetAfterMs: 3_600_000,
};

describe('AccountThrottle', () => {
  it('lets a few misses through, then pauses for 30 s, doubling up to 15 minutes', () => {
    let now = 0;
    const throttle = new AccountThrottle(policy, () => now);
    for (let i = 0; i < 5; i++) expect(throttle.attempt('a@b.co')).toBe(0);
    expect(throttle.attempt('a@b.co')).toBe(30_000);
    now = 10_000;
    expect(throttle.attempt('A@B.co')).toBe(20_000);

    const pauses: number[] = [];
    for (let i = 0; i < 8; i++) {
      now += throttle.attempt('a@b.co');
      expect(throttle.attempt('a@b.co')).toBe(0);
      pauses.push(throttle.attempt('a@b.co'));
    }
    expect(pauses).toEqual([60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000, 900_000]);
  });

  it('does not lengthen a pause for attempts refused during it', () => {
    let now = 0;
    const throttle = new AccountThrottle(policy, () => now);
    for (let i = 0; i < 5; i++) throttle.attempt('victim');
    for (let i = 0; i < 1000; i++) throttle.attempt('victim');
    now = 30_000;
    expect(throttle.attempt('victim')).toBe(0);
  });

  it('counts each attempt until it succeeds, and a success starts the account afresh', () => {
    const throttle = new AccountThrottle(policy, () => 0);
    // Five attempts in flight at once: the sixth is refused before any of them is judged.
    for (let i = 0; i < 5; i++) expect(throttle.attempt('a')).toBe(0);
    expect(throttle.attempt('a')).toBeGreaterThan(0);
    throttle.succeeded('a');
    for (let i = 0; i < 5; i++) expect(throttle.attempt('a')).toBe(0);
    expect(throttle.attempt('other')).toBe(0);
  });

  it('forgets failures after an hour of quiet', () => {
    let now = 0;
    const throttle = new AccountThrottle(policy, () => now);
    for (let i = 0; i < 4; i++) throttle.attempt('a');
    now = 3_600_000;
    for (let i = 0; i < 5; i++) expect(throttle.attempt('a')).toBe(0);
    expect(throttle.attempt('a')).toBe(30_000);
  });

  it('keeps memory bounded under a flood of addresses', () => {
    const throttle = new AccountThrottle(policy, () => 0, 1000);
    for (let i = 0; i < 5000; i++) throttle.attempt(`user-${i}@flood.test`);
    const size = (throttle as unknown as { accounts: Map<string, unknown> }).accounts.size;
    expect(size).toBeLessThanOrEqual(1000);
    // The newest addresses are the ones kept.
    for (let i = 0; i < 4; i++) throttle.attempt('user-4999@flood.test');
    expect(throttle.attempt('user-4999@flood.test')).toBeGreaterThan(0);
  });

  it('gives codes two codes worth of misses before the account pauses', () => {
    const throttles = createAccountThrottles(5, () => 0);
    for (let i = 0; i < 10; i++) expect(throttles.emailCode.attempt('a@b.co')).toBe(0);
    expect(throttles.emailCode.attempt('a@b.co')).toBe(30_000);
    for (let i = 0; i < 5; i++) expect(throttles.password.attempt('a@b.co')).toBe(0);
    expect(throttles.password.attempt('a@b.co')).toBe(30_000);
  });
});
