/**
 * @jest-environment node
 */
import { formatDms, formatZodiac, signOf, toDms } from '../format/zodiac';

describe('sign and D°M\'S" formatting', () => {
  test('signs by 30° steps, normalising any angle', () => {
    expect(signOf(0)).toBe('Aries');
    expect(signOf(29.9999)).toBe('Aries');
    expect(signOf(30)).toBe('Taurus');
    expect(signOf(359.5)).toBe('Pisces');
    expect(signOf(-1)).toBe('Pisces');
    expect(signOf(725)).toBe('Aries');
  });

  test('degrees, minutes and rounded seconds', () => {
    expect(toDms(12.5)).toEqual({ degrees: 12, minutes: 30, seconds: 0 });
    expect(toDms(0.999999)).toEqual({ degrees: 1, minutes: 0, seconds: 0 });
    expect(formatDms(54.123456)).toBe('54°07\'24"');
    expect(formatDms(-3.5)).toBe('-3°30\'00"');
  });

  test('zodiac positions, carrying 29°59\'59.8" into the next sign', () => {
    expect(formatZodiac(54.123456)).toBe('24°07\'24" Taurus');
    expect(formatZodiac(59.99995)).toBe('0°00\'00" Gemini');
    expect(formatZodiac(359.99999)).toBe('0°00\'00" Aries');
  });
});
