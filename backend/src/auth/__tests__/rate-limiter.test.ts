import { Cooldown, RateLimiter } from '../rate-limiter';

describe('RateLimiter', () => {
  it('allows `limit` hits per window and key, then refuses', () => {
    let now = 0;
    const limiter = new RateLimiter(300_000, () => now);
    for (let i = 0; i < 30; i++) expect(limiter.take('otp:1.2.3.4', 30)).toBe(true);
    expect(limiter.take('otp:1.2.3.4', 30)).toBe(false);
    expect(limiter.take('otp:5.6.7.8', 30)).toBe(true);
    now = 299_999;
    expect(limiter.take('otp:1.2.3.4', 30)).toBe(false);
    now = 300_001;
    expect(limiter.take('otp:1.2.3.4', 30)).toBe(true);
  });

  it('slides: old hits leave the window one by one', () => {
    let now = 0;
    const limiter = new RateLimiter(1000, () => now);
    expect(limiter.take('k', 2)).toBe(true);
    now = 600;
    expect(limiter.take('k', 2)).toBe(true);
    now = 900;
    expect(limiter.take('k', 2)).toBe(false);
    now = 1001;
    expect(limiter.take('k', 2)).toBe(true);
    expect(limiter.take('k', 2)).toBe(false);
  });

  it('stays exact across many hits with a high limit, as expired hits drop off the front', () => {
    let now = 0;
    const limiter = new RateLimiter(1000, () => now);
    // 5 hits per millisecond for 3 windows: the window always holds the last 5,000 hits.
    for (let ms = 0; ms < 3000; ms++) {
      now = ms;
      for (let i = 0; i < 5; i++) expect(limiter.take('k', 5000)).toBe(true);
    }
    now = 2999;
    expect(limiter.take('k', 5000)).toBe(false);
    now = 3000;
    // The hits of t=2000 left the window: exactly 5 more fit.
    for (let i = 0; i < 5; i++) expect(limiter.take('k', 5000)).toBe(true);
    expect(limiter.take('k', 5000)).toBe(false);
  });
});

describe('RateLimiter.hit', () => {
  it('tells how long until the next hit fits: the real rest of the window, not a constant', () => {
    let now = 0;
    const limiter = new RateLimiter(300_000, () => now);
    expect(limiter.hit('k', 2)).toBe(0);
    now = 100_000;
    expect(limiter.hit('k', 2)).toBe(0);
    now = 250_000;
    expect(limiter.hit('k', 2)).toBe(50_000);
    now = 300_000;
    expect(limiter.hit('k', 2)).toBe(0);
    // The window now holds the hits of t=100 s and t=300 s: the older one leaves at 400 s.
    expect(limiter.hit('k', 2)).toBe(100_000);
  });
});

describe('Cooldown', () => {
  it('reports the seconds left until the next allowed send', () => {
    let now = 0;
    const cooldown = new Cooldown(60_000, () => now);
    expect(cooldown.tryStart('signup:a@b.co')).toBe(0);
    now = 15_500;
    expect(cooldown.tryStart('signup:a@b.co')).toBe(45);
    expect(cooldown.tryStart('recovery:a@b.co')).toBe(0);
    now = 60_000;
    expect(cooldown.tryStart('signup:a@b.co')).toBe(0);
  });
});
