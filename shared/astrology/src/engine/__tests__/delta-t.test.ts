/**
 * @jest-environment node
 */
import { deltaTSeconds } from '../time/delta-t';
import { julianDayFromDate } from '../time/julian';
import { EARLY_CENTURIES, LATE_CENTURIES, REFERENCE } from './fixtures/reference-cases';

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

  test('matches the Swiss Ephemeris values of 1500–1800 and 2200–2500 within 0.5 s', () => {
    for (const c of [...EARLY_CENTURIES.cases, ...LATE_CENTURIES.cases])
      expect(Math.abs(deltaTSeconds(c.jdUT) - c.deltaT)).toBeLessThan(0.5);
  });

  test('is continuous where one model gives way to the next', () => {
    // 1720 and 1800: the 2016 spline's last segment, then the 2020 one; 2200 and 2250: the
    // blend into the long-term cubic.
    for (const iso of ['1720-01-01', '1800-01-01', '2200-01-01', '2250-01-01']) {
      const jd = julianDayFromDate(new Date(`${iso}T00:00:00Z`));
      expect(Math.abs(deltaTSeconds(jd + 0.5) - deltaTSeconds(jd - 0.5))).toBeLessThan(0.05);
    }
  });

  test('is continuous where observations give way to the extrapolation', () => {
    for (const iso of ['2022-07-02', '2026-01-01', '2030-07-02']) {
      const jd = julianDayFromDate(new Date(`${iso}T00:00:00Z`));
      expect(Math.abs(deltaTSeconds(jd + 0.5) - deltaTSeconds(jd - 0.5))).toBeLessThan(0.05);
    }
  });
});
