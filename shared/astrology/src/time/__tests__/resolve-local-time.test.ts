/**
 * @jest-environment node
 */
import { resolveLocalTime, TimeInputError, type LocalTimeResolution } from '..';

const utcOf = (date: string, time: string, timeZone: string) => {
  const result = resolveLocalTime({ date, time, timeZone });
  if (result.kind !== 'unique') throw new Error(`expected a unique reading, got ${result.kind}`);
  return { utc: result.utc.toISOString(), offsetSeconds: result.offsetSeconds };
};
const readings = (result: LocalTimeResolution) =>
  result.kind === 'unique'
    ? []
    : result.candidates.map((candidate) => [candidate.utc.toISOString(), candidate.offsetSeconds]);

describe('resolveLocalTime: local mean time before standard time', () => {
  it('reads New York in 1850 at UTC−4:56:02', () => {
    expect(utcOf('1850-01-01', '12:00', 'America/New_York')).toEqual({
      utc: '1850-01-01T16:56:02.000Z',
      offsetSeconds: -(4 * 3600 + 56 * 60 + 2),
    });
  });

  it('offers both readings in the minutes repeated when New York adopted standard time', () => {
    // 1883-11-18 at noon local mean time the clocks were set back 3 min 58 s to EST.
    expect(
      readings(
        resolveLocalTime({ date: '1883-11-18', time: '12:01', timeZone: 'America/New_York' }),
      ),
    ).toEqual([
      ['1883-11-18T16:57:02.000Z', -17762],
      ['1883-11-18T17:01:00.000Z', -18000],
    ]);
    expect(utcOf('1883-11-18', '12:05', 'America/New_York').offsetSeconds).toBe(-18000);
  });

  it('reads Kolkata in 1850 at its local mean time', () => {
    expect(utcOf('1850-06-01', '06:00', 'Asia/Kolkata').offsetSeconds).toBe(
      5 * 3600 + 53 * 60 + 28,
    );
  });

  it('keeps the pre-1970 histories that tz moved to backzone', () => {
    // Amsterdam Mean Time +0:19:32 (tz merged Amsterdam into Brussels, which kept GMT).
    expect(utcOf('1935-05-01', '12:00', 'Europe/Amsterdam')).toEqual({
      utc: '1935-05-01T11:40:28.000Z',
      offsetSeconds: 19 * 60 + 32,
    });
    // Oslo's own local mean time, not Berlin's +0:53:28.
    expect(utcOf('1850-01-01', '12:00', 'Europe/Oslo').offsetSeconds).toBe(43 * 60);
  });
});

describe('resolveLocalTime: wartime', () => {
  it('applies British Double Summer Time in 1941–45 and summer time through the war winters', () => {
    expect(utcOf('1941-06-01', '12:00', 'Europe/London')).toEqual({
      utc: '1941-06-01T10:00:00.000Z',
      offsetSeconds: 7200,
    });
    expect(utcOf('1944-06-06', '06:30', 'Europe/London')).toEqual({
      utc: '1944-06-06T04:30:00.000Z',
      offsetSeconds: 7200,
    });
    expect(utcOf('1942-01-15', '12:00', 'Europe/London').offsetSeconds).toBe(3600);
    expect(utcOf('1946-01-15', '12:00', 'Europe/London').offsetSeconds).toBe(0);
  });

  it('applies US War Time all year from 1942 to 1945', () => {
    expect(utcOf('1943-01-15', '12:00', 'America/New_York')).toEqual({
      utc: '1943-01-15T16:00:00.000Z',
      offsetSeconds: -14400,
    });
    expect(utcOf('1944-12-25', '08:00', 'America/Chicago').offsetSeconds).toBe(-18000);
    expect(utcOf('1941-01-15', '12:00', 'America/New_York').offsetSeconds).toBe(-18000);
    // War Time ended 1945-09-30 at 02:00, repeating the hour from 01:00.
    expect(
      readings(
        resolveLocalTime({ date: '1945-09-30', time: '01:30', timeZone: 'America/New_York' }),
      ),
    ).toEqual([
      ['1945-09-30T05:30:00.000Z', -14400],
      ['1945-09-30T06:30:00.000Z', -18000],
    ]);
  });
});

describe('resolveLocalTime: DST gaps and overlaps', () => {
  it('reports a wall time skipped by the spring change as missing, with both readings', () => {
    const result = resolveLocalTime({
      date: '2021-03-28',
      time: '01:30',
      timeZone: 'Europe/London',
    });
    expect(result.kind).toBe('missing');
    expect(readings(result)).toEqual([
      ['2021-03-28T00:30:00.000Z', 3600],
      ['2021-03-28T01:30:00.000Z', 0],
    ]);
  });

  it('reports a wall time repeated by the autumn change as ambiguous, earlier first', () => {
    const result = resolveLocalTime({
      date: '2021-10-31',
      time: '01:30',
      timeZone: 'Europe/London',
    });
    expect(result.kind).toBe('ambiguous');
    expect(readings(result)).toEqual([
      ['2021-10-31T00:30:00.000Z', 3600],
      ['2021-10-31T01:30:00.000Z', 0],
    ]);
  });

  it('is exact at the edges of the gap and the overlap', () => {
    expect(utcOf('2021-03-28', '00:59:59', 'Europe/London').offsetSeconds).toBe(0);
    expect(
      resolveLocalTime({ date: '2021-03-28', time: '01:00', timeZone: 'Europe/London' }).kind,
    ).toBe('missing');
    expect(utcOf('2021-03-28', '02:00', 'Europe/London').offsetSeconds).toBe(3600);
    expect(
      resolveLocalTime({ date: '2021-10-31', time: '01:00', timeZone: 'Europe/London' }).kind,
    ).toBe('ambiguous');
    expect(utcOf('2021-10-31', '02:00', 'Europe/London').offsetSeconds).toBe(0);
  });

  it('handles southern-hemisphere changes and half-hour zones', () => {
    expect(
      resolveLocalTime({ date: '2021-10-03', time: '02:30', timeZone: 'Australia/Sydney' }).kind,
    ).toBe('missing');
    expect(
      resolveLocalTime({ date: '2021-04-04', time: '02:30', timeZone: 'Australia/Sydney' }).kind,
    ).toBe('ambiguous');
    expect(utcOf('2021-07-01', '12:00', 'Australia/Adelaide').offsetSeconds).toBe(9.5 * 3600);
    expect(utcOf('1990-05-15', '14:30:15', 'Europe/London').utc).toBe('1990-05-15T13:30:15.000Z');
  });
});

describe('resolveLocalTime: bad input', () => {
  const fieldOf = (input: unknown) => {
    try {
      resolveLocalTime(input as never);
    } catch (error) {
      if (error instanceof TimeInputError) return error.field;
      throw error;
    }
    throw new Error('expected a TimeInputError');
  };

  it('names the time zone when it is not an IANA zone', () => {
    expect(fieldOf({ date: '2021-01-01', time: '12:00', timeZone: 'Mars/Olympus_Mons' })).toBe(
      'timeZone',
    );
    expect(fieldOf({ date: '2021-01-01', time: '12:00', timeZone: '' })).toBe('timeZone');
    expect(() =>
      resolveLocalTime({ date: '2021-01-01', time: '12:00', timeZone: 'Nowhere' }),
    ).toThrow(/unknown IANA time zone "Nowhere"/);
  });

  it('names the date when it is not a calendar date', () => {
    expect(fieldOf({ date: '2021-02-29', time: '12:00', timeZone: 'UTC' })).toBe('date');
    expect(fieldOf({ date: '2021-13-01', time: '12:00', timeZone: 'UTC' })).toBe('date');
    expect(fieldOf({ date: '15/05/1990', time: '12:00', timeZone: 'UTC' })).toBe('date');
    expect(fieldOf({ date: '0000-01-01', time: '12:00', timeZone: 'UTC' })).toBe('date');
    expect(utcOf('2020-02-29', '12:00', 'UTC').utc).toBe('2020-02-29T12:00:00.000Z');
  });

  it('names the time when it is not a time of day', () => {
    expect(fieldOf({ date: '2021-01-01', time: '24:00', timeZone: 'UTC' })).toBe('time');
    expect(fieldOf({ date: '2021-01-01', time: '12:60', timeZone: 'UTC' })).toBe('time');
    expect(fieldOf({ date: '2021-01-01', time: 'noon', timeZone: 'UTC' })).toBe('time');
    expect(fieldOf({ date: '2021-01-01', time: 1200, timeZone: 'UTC' })).toBe('time');
  });

  it('rejects input that is not an object', () => {
    expect(fieldOf(null)).toBe('date');
  });
});
