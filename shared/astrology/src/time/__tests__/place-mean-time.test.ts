/**
 * @jest-environment node
 */
import { describeLocalTime, resolveLocalTime, TimeInputError, zoneOffsetAt } from '..';
import { formatLongitude, meanTimeOffsetSeconds } from '../place-mean-time';

const reading = (date: string, time: string, timeZone: string, longitude?: number) => {
  const result = resolveLocalTime({ date, time, timeZone, longitude });
  if (result.kind !== 'unique') throw new Error(`expected a unique reading, got ${result.kind}`);
  return { utc: result.utc.toISOString(), offsetSeconds: result.offsetSeconds };
};

const hms = (h: number, m: number, s: number) => h * 3600 + m * 60 + s;

describe('the birthplace keeps its own mean time before standard time', () => {
  it('reads Einstein in Ulm, 1879, at Ulm’s UTC+0:39:56, not Berlin’s UTC+0:53:28', () => {
    const ulm = 9 + 59 / 60;
    expect(reading('1879-03-14', '11:30', 'Europe/Berlin', ulm)).toEqual({
      utc: '1879-03-14T10:50:04.000Z',
      offsetSeconds: hms(0, 39, 56),
    });
    // Without a longitude the zone's own city is all there is to go on.
    expect(reading('1879-03-14', '11:30', 'Europe/Berlin').offsetSeconds).toBe(hms(0, 53, 28));
  });

  it('reads Tromsø before 1895 at UTC+1:15:49, not Oslo’s UTC+0:43', () => {
    expect(reading('1890-06-01', '12:00', 'Europe/Oslo', 18.955).offsetSeconds).toBe(
      hms(1, 15, 49),
    );
  });

  it('reads St. Louis before November 1883 at its own UTC−6:00:50, not Chicago’s', () => {
    expect(reading('1880-07-04', '09:00', 'America/Chicago', -90.2)).toEqual({
      utc: '1880-07-04T15:00:48.000Z',
      offsetSeconds: -hms(6, 0, 48),
    });
  });

  it('reads Bombay before 1854 at its own mean time, then follows the zone’s later legal times', () => {
    const bombay = 72 + 50 / 60;
    expect(reading('1850-06-01', '06:00', 'Asia/Kolkata', bombay).offsetSeconds).toBe(
      hms(4, 51, 20),
    );
    // Madras time (MMT) was a legal time in tz's history, not a mean time to replace.
    expect(reading('1880-06-01', '06:00', 'Asia/Kolkata', bombay).offsetSeconds).toBe(
      hms(5, 21, 10),
    );
  });

  it('reads Newcastle, New South Wales, before 1895 at its own mean time', () => {
    expect(reading('1890-01-01', '12:00', 'Australia/Sydney', 151.78).offsetSeconds).toBe(
      Math.round(151.78 * 240),
    );
  });

  it('leaves zone time, summer time and legal mean times as the zone has them', () => {
    expect(reading('1900-03-14', '11:30', 'Europe/Berlin', 9.98).offsetSeconds).toBe(3600);
    expect(reading('1944-06-06', '06:30', 'Europe/London', -3).offsetSeconds).toBe(7200);
    // Amsterdam Mean Time was the legal time of the whole country, Rotterdam included.
    expect(reading('1935-05-01', '12:00', 'Europe/Amsterdam', 4.48).offsetSeconds).toBe(
      hms(0, 19, 32),
    );
  });

  it('finds the minutes skipped when the place’s own mean time gave way to zone time', () => {
    // tz puts Germany's change at midnight of Berlin's mean time, 1893-03-31 23:06:32 UT: Ulm's
    // clocks then read 23:46:28 and went forward to 00:06:32 CET.
    const ulm = 9 + 59 / 60;
    const gap = resolveLocalTime({
      date: '1893-03-31',
      time: '23:50',
      timeZone: 'Europe/Berlin',
      longitude: ulm,
    });
    expect(gap.kind).toBe('missing');
    expect(reading('1893-03-31', '23:46', 'Europe/Berlin', ulm).offsetSeconds).toBe(hms(0, 39, 56));
    expect(reading('1893-04-01', '00:07', 'Europe/Berlin', ulm).offsetSeconds).toBe(3600);
  });

  it('says whose mean time it read, to the arc minute', () => {
    const input = {
      date: '1879-03-14',
      time: '11:30',
      timeZone: 'Europe/Berlin',
      longitude: 9 + 59 / 60,
    };
    expect(describeLocalTime(input, resolveLocalTime(input))).toBe(
      '1879-03-14 11:30 in Europe/Berlin is local mean time (LMT) at the place’s longitude 9°59′ E, UTC+0:39:56, so 1879-03-14 10:50:04 UT.',
    );
    expect(zoneOffsetAt('America/New_York', new Date('1850-01-01T12:00:00Z'), -73.5)).toEqual({
      offsetSeconds: -hms(4, 54, 0),
      abbreviation: 'LMT',
      isDst: false,
      isLocalMeanTime: true,
      meanTimeLongitude: -73.5,
    });
  });

  it('refuses a longitude off the globe, naming it', () => {
    expect(() =>
      resolveLocalTime({
        date: '1879-03-14',
        time: '11:30',
        timeZone: 'Europe/Berlin',
        longitude: 181,
      }),
    ).toThrow(expect.objectContaining({ field: 'lon' }));
    expect(() =>
      resolveLocalTime({
        date: '1879-03-14',
        time: '11:30',
        timeZone: 'Europe/Berlin',
        longitude: Number.NaN,
      }),
    ).toThrow(TimeInputError);
  });
});

describe('meanTimeOffsetSeconds and formatLongitude', () => {
  it('gives four minutes of time per degree, east ahead', () => {
    expect(meanTimeOffsetSeconds(15)).toBe(3600);
    expect(meanTimeOffsetSeconds(-74.006)).toBe(-17761);
    expect(meanTimeOffsetSeconds(0)).toBe(0);
  });

  it('writes a longitude to the arc minute with its hemisphere', () => {
    expect(formatLongitude(9.98333)).toBe('9°59′ E');
    expect(formatLongitude(-74.006)).toBe('74°00′ W');
    expect(formatLongitude(-0.001)).toBe('0°00′ E');
    expect(formatLongitude(179.999)).toBe('180°00′ E');
  });
});
