/**
 * @jest-environment node
 */
import { DEFAULT_ORBS, findAspects } from '../chart/aspects';

describe('aspects', () => {
  test('finds each type at its angle, across 0° Aries', () => {
    const cases: [number, string][] = [
      [0, 'conjunction'],
      [180, 'opposition'],
      [120, 'trine'],
      [90, 'square'],
      [60, 'sextile'],
      [150, 'quincunx'],
      [30, 'semi-sextile'],
      [45, 'semi-square'],
      [135, 'sesquiquadrate'],
    ];
    for (const [angle, type] of cases) {
      const found = findAspects([
        { name: 'a', lon: 350, speed: 0 },
        { name: 'b', lon: (350 + angle + 0.5) % 360, speed: 0 },
      ]);
      expect(found).toEqual([
        { a: 'a', b: 'b', type, orb: expect.closeTo(0.5, 9), applying: false },
      ]);
    }
  });

  test('respects configurable orbs and leaves out types set to 0', () => {
    const points = [
      { name: 'sun', lon: 10, speed: 1 },
      { name: 'mars', lon: 136, speed: 0.5 },
    ];
    expect(findAspects(points)).toHaveLength(1);
    expect(findAspects(points, { ...DEFAULT_ORBS, trine: 5 })).toHaveLength(0);
    expect(findAspects(points, { trine: 6.5 })[0].type).toBe('trine');
  });

  test('applying while the faster body closes on exactness, separating after it', () => {
    const slow = { name: 'saturn', lon: 100, speed: 0.03 };
    expect(findAspects([{ name: 'moon', lon: 97, speed: 13 }, slow])[0]).toMatchObject({
      type: 'conjunction',
      applying: true,
    });
    expect(findAspects([{ name: 'moon', lon: 103, speed: 13 }, slow])[0]).toMatchObject({
      type: 'conjunction',
      applying: false,
    });
    // A retrograde body moving back towards the exact square applies.
    expect(
      findAspects([
        { name: 'sun', lon: 10, speed: 1 },
        { name: 'mercury', lon: 102, speed: -1.2 },
      ])[0],
    ).toMatchObject({
      type: 'square',
      applying: true,
    });
  });

  test('the mean and true nodes are not reported as conjunct each other', () => {
    const found = findAspects([
      { name: 'meanNode', lon: 40, speed: -0.05 },
      { name: 'trueNode', lon: 41, speed: -0.1 },
    ]);
    expect(found).toEqual([]);
  });
});
