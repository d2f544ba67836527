/**
 * @jest-environment node
 */
import { projectedMassFraction } from '../ephemeris/solar-mass-profile';

describe('projected solar mass inside a line of sight', () => {
  test('is none at the centre and all of it from the limb outwards', () => {
    expect(projectedMassFraction(0)).toBe(0);
    expect(projectedMassFraction(1)).toBe(1);
    expect(projectedMassFraction(3)).toBe(1);
    expect(projectedMassFraction(0.999)).toBeCloseTo(1, 4);
  });

  test('grows steadily outwards', () => {
    let previous = 0;
    for (let x = 0.01; x < 1; x += 0.01) {
      const m = projectedMassFraction(x);
      expect(m).toBeGreaterThan(previous);
      previous = m;
    }
  });

  test('exceeds the sphere of the same radius (mass column of the solar model) inside the Sun', () => {
    // [r/R☉, M(r)/M☉] of Turck-Chièze et al. (1988): a cylinder holds its inscribed sphere.
    for (const [r, sphere] of [
      [0.12, 0.115],
      [0.246, 0.47],
      [0.453, 0.854],
    ]) {
      expect(projectedMassFraction(r)).toBeGreaterThan(sphere);
      expect(projectedMassFraction(r)).toBeLessThan(1);
    }
  });
});
