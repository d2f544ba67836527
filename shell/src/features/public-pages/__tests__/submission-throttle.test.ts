import {
  checkThrottle,
  CONTACT_THROTTLE,
  describeWait,
  readHistory,
  recordSubmission,
} from '../model/submission-throttle';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

describe('contact submission throttle', () => {
  const rule = CONTACT_THROTTLE;
  const t0 = 1_800_000_000_000;

  it('allows a first message, then holds the next one back for the minimum gap', () => {
    expect(checkThrottle([], t0, rule)).toEqual({ allowed: true });
    expect(checkThrottle([t0], t0 + 10_000, rule)).toEqual({
      allowed: false,
      retryAfterMs: 20_000,
    });
    expect(checkThrottle([t0], t0 + rule.minGapMs, rule)).toEqual({ allowed: true });
  });

  it('allows at most three messages per fifteen minutes', () => {
    const history = [t0, t0 + 60_000, t0 + 120_000];
    const verdict = checkThrottle(history, t0 + 180_000, rule);
    expect(verdict).toEqual({ allowed: false, retryAfterMs: rule.windowMs - 180_000 });
    expect(checkThrottle(history, t0 + rule.windowMs, rule)).toEqual({ allowed: true });
  });

  it('records submissions and forgets those outside the window', () => {
    const storage = memoryStorage({
      contact_sent_at: JSON.stringify([t0 - rule.windowMs - 1, t0 - 1000]),
    });
    recordSubmission(storage, t0);
    expect(readHistory(storage)).toEqual([t0 - 1000, t0]);
  });

  it('treats unreadable history as none, so a corrupt entry never blocks the form', () => {
    expect(readHistory(memoryStorage({ contact_sent_at: 'not json' }))).toEqual([]);
    expect(readHistory(memoryStorage({ contact_sent_at: '{"a":1}' }))).toEqual([]);
  });

  it('describes waits in words a person can act on', () => {
    expect(describeWait(20_000)).toBe('20 seconds');
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(60_000)).toBe('1 minute');
    expect(describeWait(12 * 60_000 + 1)).toBe('13 minutes');
  });
});
