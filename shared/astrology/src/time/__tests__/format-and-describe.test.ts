/**
 * @jest-environment node
 */
import {
  describeCandidate,
  describeLocalTime,
  formatUtcOffset,
  resolveLocalTime,
  zoneOffsetAt,
} from '..';

describe('formatUtcOffset', () => {
  it('shows hours, then minutes and seconds only when present', () => {
    expect(formatUtcOffset(-(4 * 3600 + 56 * 60 + 2))).toBe('UTC−4:56:02');
    expect(formatUtcOffset(5.5 * 3600)).toBe('UTC+5:30');
    expect(formatUtcOffset(3600)).toBe('UTC+1');
    expect(formatUtcOffset(0)).toBe('UTC+0');
    expect(formatUtcOffset(-(9 * 3600 + 30 * 60), { ascii: true })).toBe('UTC-9:30');
    expect(() => formatUtcOffset(Number.NaN)).toThrow(RangeError);
  });
});

describe('zoneOffsetAt', () => {
  it('tells local mean time, summer time and abbreviations before 1970', () => {
    expect(zoneOffsetAt('America/New_York', new Date('1850-01-01T12:00:00Z'))).toEqual({
      offsetSeconds: -17762,
      abbreviation: 'LMT',
      isDst: false,
      isLocalMeanTime: true,
    });
    expect(zoneOffsetAt('Europe/London', new Date('1944-06-06T12:00:00Z'))).toMatchObject({
      offsetSeconds: 7200,
      abbreviation: 'BDST',
      isDst: true,
    });
    expect(zoneOffsetAt('America/New_York', new Date('1943-01-15T12:00:00Z'))).toMatchObject({
      abbreviation: 'EWT',
    });
  });

  it('tells summer time after 1970 from the year’s offsets', () => {
    expect(zoneOffsetAt('Europe/London', new Date('2021-07-01T12:00:00Z'))).toEqual({
      offsetSeconds: 3600,
      isDst: true,
      isLocalMeanTime: false,
    });
    expect(zoneOffsetAt('Australia/Sydney', new Date('2021-07-01T12:00:00Z')).isDst).toBe(false);
    expect(zoneOffsetAt('Asia/Tokyo', new Date('2021-07-01T12:00:00Z')).isDst).toBe(false);
  });
});

describe('describeLocalTime', () => {
  it('explains a local mean time conversion', () => {
    const input = { date: '1850-01-01', time: '12:00', timeZone: 'America/New_York' };
    expect(describeLocalTime(input, resolveLocalTime(input))).toBe(
      '1850-01-01 12:00 in America/New_York is local mean time (LMT), UTC−4:56:02, so 1850-01-01 16:56:02 UT.',
    );
  });

  it('names war time and double summer time', () => {
    const war = { date: '1943-01-15', time: '12:00', timeZone: 'America/New_York' };
    expect(describeLocalTime(war, resolveLocalTime(war))).toBe(
      '1943-01-15 12:00 in America/New_York is war time (EWT), UTC−4, so 1943-01-15 16:00 UT.',
    );
    const double = { date: '1944-06-06', time: '06:30', timeZone: 'Europe/London' };
    expect(describeLocalTime(double, resolveLocalTime(double))).toContain(
      'double summer time (BDST), UTC+2',
    );
  });

  it('explains a missing and an ambiguous wall time and labels each choice', () => {
    const gap = { date: '2021-03-28', time: '01:30', timeZone: 'Europe/London' };
    expect(describeLocalTime(gap, resolveLocalTime(gap))).toBe(
      '2021-03-28 01:30 in Europe/London never happened because the clocks went forward from UTC+0 to UTC+1. ' +
        'Read with UTC+1 it is 2021-03-28 00:30 UT; read with UTC+0 it is 2021-03-28 01:30 UT. Choose which one.',
    );
    const overlap = { date: '2021-10-31', time: '01:30', timeZone: 'Europe/London' };
    const result = resolveLocalTime(overlap);
    expect(describeLocalTime(overlap, result)).toContain(
      'happened twice because the clocks went back',
    );
    if (result.kind !== 'ambiguous') throw new Error('expected ambiguous');
    expect(
      result.candidates.map((candidate) => describeCandidate('Europe/London', candidate)),
    ).toEqual(['summer time, UTC+1: 2021-10-31 00:30 UT', 'UTC+0: 2021-10-31 01:30 UT']);
  });
});
