/**
 * @jest-environment node
 */
import { isDayChart, partOfFortune } from '../chart/part-of-fortune';

describe('Part of Fortune', () => {
  test('by day: Ascendant + Moon − Sun', () => {
    // Ascendant 0° Aries puts the Sun at 270° (on the MC side of the horizon) above it.
    expect(isDayChart(270, 0)).toBe(true);
    expect(partOfFortune(0, 270, 100)).toEqual({ lon: 190, day: true });
  });

  test('by night: Ascendant + Sun − Moon', () => {
    expect(isDayChart(90, 0)).toBe(false);
    expect(partOfFortune(0, 90, 100)).toEqual({ lon: 350, day: false });
  });

  test('wraps into [0, 360)', () => {
    expect(partOfFortune(350, 300, 20).lon).toBeCloseTo(70, 12);
    expect(partOfFortune(10, 20, 350).lon).toBeCloseTo(40, 12);
  });
});
