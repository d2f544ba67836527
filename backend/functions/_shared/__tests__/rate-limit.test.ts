import { SlidingWindowLimiter } from '../rate-limit';

describe('SlidingWindowLimiter', () => {
  it('allows max hits per window per key and says when to retry', () => {
    let now = 1_000_000;
    const limiter = new SlidingWindowLimiter(() => now);
    for (let i = 0; i < 3; i++) expect(limiter.take('a', 3, 60_000)).toEqual({ allowed: true });
    expect(limiter.take('a', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.take('b', 3, 60_000)).toEqual({ allowed: true });
    now += 45_500;
    expect(limiter.take('a', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 15 });
    now += 15_000;
    expect(limiter.take('a', 3, 60_000)).toEqual({ allowed: true });
  });
});
