import {
  dateInputValue,
  formatLocalDate,
  formatLocalDateTime,
  instantForDateInput,
} from '../date-input';

describe('date inputs', () => {
  const now = new Date(2026, 2, 3, 9, 41);

  it('reads the local calendar date of an instant', () => {
    expect(dateInputValue(now)).toBe('2026-03-03');
    expect(dateInputValue(new Date(987, 0, 5))).toBe('0987-01-05');
  });

  it('takes today as now, and any other day at local noon', () => {
    expect(instantForDateInput('2026-03-03', now)).toBe(now);
    expect(instantForDateInput('2026-07-14', now)).toEqual(new Date(2026, 6, 14, 12));
  });

  it('refuses empty, impossible and unsupported dates', () => {
    expect(instantForDateInput('', now)).toBeNull();
    expect(instantForDateInput('2026-02-31', now)).toBeNull();
    expect(instantForDateInput('1400-01-01', now)).toBeNull();
  });

  it('formats in the given language and zone', () => {
    const instant = new Date('2026-03-03T13:05:00Z');
    expect(formatLocalDateTime(instant, { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe(
      'Tue, 3 Mar 2026, 14:05',
    );
    expect(formatLocalDate(instant, { locale: 'en-GB', timeZone: 'UTC' })).toBe('3 March 2026');
  });
});
