/**
 * @jest-environment node
 */
import { parseUtcOffset, readWithFixedOffset, TimeInputError } from '..';

describe('parseUtcOffset', () => {
  it('reads the ways people write an offset', () => {
    expect(parseUtcOffset('+01:00')).toBe(3600);
    expect(parseUtcOffset('-4:30')).toBe(-16200);
    expect(parseUtcOffset('−03:00')).toBe(-10800);
    expect(parseUtcOffset('5')).toBe(18000);
    expect(parseUtcOffset('UTC+0530')).toBe(19800);
    expect(parseUtcOffset(' +14:00 ')).toBe(50400);
  });

  it('refuses what is not an offset on Earth', () => {
    for (const text of ['', '+', 'one', '+14:01', '+15', '+01:60', '1:2', '+01:00:00']) {
      expect(parseUtcOffset(text)).toBeNull();
    }
  });
});

describe('readWithFixedOffset', () => {
  it('subtracts the offset from the clock reading', () => {
    expect(readWithFixedOffset({ date: '1879-03-14', time: '11:30' }, 3600).toISOString()).toBe(
      '1879-03-14T10:30:00.000Z',
    );
    expect(readWithFixedOffset({ date: '1990-12-31', time: '22:00' }, -7200).toISOString()).toBe(
      '1991-01-01T00:00:00.000Z',
    );
  });

  it('names the bad field', () => {
    expect(() => readWithFixedOffset({ date: '1990-02-30', time: '10:00' }, 0)).toThrow(
      expect.objectContaining({ field: 'date' }),
    );
    expect(() => readWithFixedOffset({ date: '1990-02-03', time: '10:00' }, 15 * 3600)).toThrow(
      TimeInputError,
    );
  });
});
