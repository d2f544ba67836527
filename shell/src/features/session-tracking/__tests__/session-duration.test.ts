import { createActivityCache } from '../model/activity-cache';
import { featureForPath } from '../model/feature-names';
import { createSessionDuration } from '../model/session-duration';

describe('session duration', () => {
  function setup() {
    let now = 1_000_000;
    const clock = { now: () => now, advance: (ms: number) => (now += ms) };
    const duration = createSessionDuration({
      key: 'u1:duration',
      startedAt: now,
      now: clock.now,
      cache: createActivityCache(clock.now),
    });
    return { clock, duration };
  }

  it('writes on a tick at most every 30 s', () => {
    const { clock, duration } = setup();
    duration.setBaseTotal(100);
    clock.advance(60_000);
    expect(duration.tick()).toEqual({
      last_session_duration: 60,
      session_duration_total: 160,
      status: 'online',
    });
    clock.advance(10_000);
    expect(duration.tick()).toBeNull();
    clock.advance(20_000);
    expect(duration.tick()).toEqual({
      last_session_duration: 90,
      session_duration_total: 190,
      status: 'online',
    });
  });

  it('always writes the final totals with status offline', () => {
    const { clock, duration } = setup();
    duration.setBaseTotal(0);
    clock.advance(60_000);
    duration.tick();
    clock.advance(5_000);
    expect(duration.finish()).toEqual({
      last_session_duration: 65,
      session_duration_total: 65,
      status: 'offline',
    });
  });

  it('leaves the total alone when the previous total is unknown', () => {
    const { clock, duration } = setup();
    clock.advance(61_000);
    expect(duration.finish()).toEqual({ last_session_duration: 61, status: 'offline' });
  });
});

describe('featureForPath', () => {
  it('names feature pages and ignores the rest', () => {
    expect(featureForPath('/calculate')).toBe('chart_calculation');
    expect(featureForPath('/charts/0f8e')).toBe('charts');
    expect(featureForPath('/charts/0f8e/transits')).toBe('charts');
    expect(featureForPath('/synastry')).toBe('synastry');
    expect(featureForPath('/learning/brain-info')).toBe('brain_info');
    expect(featureForPath('/chatter')).toBeNull();
    expect(featureForPath('/')).toBeNull();
  });
});
