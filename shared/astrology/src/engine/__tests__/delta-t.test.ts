/**
 * @jest-environment node
 */
import { deltaTSeconds } from '../time/delta-t';
import { julianDayFromDate } from '../time/julian';
import { REFERENCE } from './fixtures/reference-cases';

describe('ΔT', () => {
  test('matches the Swiss Ephemeris values of the reference set within 0.5 s', () => {
    for (const c of REFERENCE.cases)
      expect(Math.abs(deltaTSeconds(c.jdUT) - c.deltaT)).toBeLessThan(0.5);
  });

  test('known values: 1900 ≈ −2 s, 2000 ≈ 63.8 s, 2020 ≈ 69.4 s', () => {
    expect(deltaTSeconds(julianDayFromDate(new Date('1900-01-01T00:00:00Z')))).toBeCloseTo(-2.0, 0);
    expect(deltaTSeconds(julianDayFromDate(new Date('2000-01-01T00:00:00Z')))).toBeCloseTo(63.8, 1);
    expect(deltaTSeconds(julianDayFromDate(new Date('2020-01-01T00:00:00Z')))).toBeCloseTo(69.4, 1);
  });

  test('is continuous where observations give way to the extrapolation', () => {
    for (const iso of ['2022-07-02', '2026-01-01', '2030-07-02']) {
      const jd = julianDayFromDate(new Date(`${iso}T00:00:00Z`));
      expect(Math.abs(deltaTSeconds(jd + 0.5) - deltaTSeconds(jd - 0.5))).toBeLessThan(0.05);
    }
  });
});
