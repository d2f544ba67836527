import { describeJulianDate, gregorianDateOf, isJulianCalendarDate } from '../julian-calendar';

describe('Julian calendar dates before the Gregorian reform', () => {
  it.each([
    // The reform: Thursday 4 October 1582 (Julian) was followed by Friday 15 October.
    ['1582-10-04', '1582-10-14'],
    ['1582-10-15', '1582-10-15'],
    // Galileo, 15 February 1564 (Julian) = 25 February (Gregorian).
    ['1564-02-15', '1564-02-25'],
    // 1500 is a Julian leap year but not a Gregorian one: the gap is 9 days before its
    // 29 February and 10 after.
    ['1500-02-28', '1500-03-09'],
    ['1500-02-29', '1500-03-10'],
    ['1500-03-01', '1500-03-11'],
    ['1500-01-01', '1500-01-10'],
    ['1990-05-15', '1990-05-15'],
  ])('%s → %s', (julian, gregorian) => {
    expect(gregorianDateOf(julian)).toBe(gregorian);
  });

  it('leaves impossible or malformed dates for the date reader to refuse', () => {
    expect(gregorianDateOf('1501-02-29')).toBe('1501-02-29');
    expect(gregorianDateOf('1550-13-01')).toBe('1550-13-01');
    expect(gregorianDateOf('15/05/1550')).toBe('15/05/1550');
  });

  it('says when a date was read in the Julian calendar', () => {
    expect(isJulianCalendarDate('1582-10-14')).toBe(true);
    expect(isJulianCalendarDate('1582-10-15')).toBe(false);
    expect(describeJulianDate('1564-02-15')).toBe(
      '1564-02-15 is a Julian calendar date (the Gregorian calendar began on 1582-10-15): 1564-02-25 in the Gregorian calendar.',
    );
    expect(describeJulianDate('1879-03-14')).toBeNull();
  });
});
