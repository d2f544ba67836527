/**
 * @jest-environment node
 */
import { ARCSEC, DEG, angleDifference } from '../frames/constants';
import { computeHouses, HOUSE_SYSTEMS, houseOf } from '../houses/house-systems';

const EPS = 23.4392911 * DEG;

describe('house cusps from a sidereal time', () => {
  test.each([0, 35, 51.5, -33.9, 60])(
    'at latitude %p the cusp sequence is ordered and the angles sit on 1, 4, 7, 10',
    (lat) => {
      for (const system of HOUSE_SYSTEMS) {
        const h = computeHouses(123.4, lat, EPS, system);
        expect(h.fallback).toBeNull();
        // Each house spans (0°, 180°) and all twelve go once round the zodiac.
        let total = 0;
        for (let i = 0; i < 12; i++) {
          const span = (h.cusps[(i + 1) % 12] - h.cusps[i] + 360) % 360;
          expect(span).toBeGreaterThan(0);
          total += span;
        }
        expect(total).toBeCloseTo(360, 9);
        if (system !== 'whole-sign' && system !== 'equal') {
          expect(angleDifference(h.cusps[0], h.angles.asc)).toBeCloseTo(0, 12);
          expect(angleDifference(h.cusps[9], h.angles.mc)).toBeCloseTo(0, 12);
        }
      }
    },
  );

  test('the MC is where the meridian meets the ecliptic: ARMC 90° puts it at 90°', () => {
    expect(computeHouses(90, 40, EPS, 'porphyry').angles.mc).toBeCloseTo(90, 10);
  });

  test('at the equator with ARMC 0° the Ascendant is 0° Cancer', () => {
    expect(computeHouses(0, 0, EPS, 'equal').angles.asc).toBeCloseTo(90, 10);
  });

  test('whole-sign houses start at 0° of the rising sign; equal houses at the Ascendant', () => {
    const whole = computeHouses(200, 45, EPS, 'whole-sign');
    const equal = computeHouses(200, 45, EPS, 'equal');
    expect(whole.cusps[0]).toBe(Math.floor(whole.angles.asc / 30) * 30);
    expect(equal.cusps[3]).toBeCloseTo((equal.angles.asc + 90) % 360, 10);
  });

  test.each(['placidus', 'koch'] as const)(
    '%s falls back to Porphyry above the polar circle and says so',
    (system) => {
      const h = computeHouses(20, 70, EPS, system);
      expect(h.system).toBe('porphyry');
      expect(h.requestedSystem).toBe(system);
      expect(h.fallback).toMatch(/undefined at latitude 70\.0000°.*Porphyry/);
      expect(h.cusps).toEqual(computeHouses(20, 70, EPS, 'porphyry').cusps);
    },
  );

  test('Regiomontanus and Campanus still work at polar latitudes, and southern ones mirror', () => {
    for (const system of [
      'regiomontanus',
      'campanus',
      'porphyry',
      'equal',
      'whole-sign',
    ] as const) {
      expect(computeHouses(20, 75, EPS, system).fallback).toBeNull();
      expect(computeHouses(20, -75, EPS, system).fallback).toBeNull();
    }
  });

  test('Placidus at 60° N is defined and differs from Porphyry', () => {
    const placidus = computeHouses(300, 60, EPS, 'placidus');
    const porphyry = computeHouses(300, 60, EPS, 'porphyry');
    expect(placidus.fallback).toBeNull();
    expect(Math.abs(angleDifference(placidus.cusps[10], porphyry.cusps[10]))).toBeGreaterThan(
      ARCSEC / DEG,
    );
  });

  test('houseOf places a longitude in the house whose cusp precedes it, across 0° Aries', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(349.9, cusps)).toBe(12);
  });
});
