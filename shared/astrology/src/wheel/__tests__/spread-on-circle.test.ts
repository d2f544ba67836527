import { normalizeDegrees, spreadOnCircle } from '../spread-on-circle';

const separation = (a: number, b: number) => Math.abs(normalizeDegrees(a - b + 180) - 180);

function minimumNeighbourGap(angles: number[]): number {
  const sorted = [...angles].sort((a, b) => a - b);
  let least = 360;
  sorted.forEach((angle, i) => {
    least = Math.min(least, normalizeDegrees(sorted[(i + 1) % sorted.length] - angle) || (sorted.length === 1 ? 360 : 0));
  });
  return least;
}

test('points with room to spare stay exactly where they are', () => {
  const angles = [10, 100, 190, 280];
  expect(spreadOnCircle(angles, 8)).toEqual(angles);
});

test('a crowd is spread evenly around its own centre', () => {
  const result = spreadOnCircle([100, 101, 102], 8);
  expect(result[0]).toBeCloseTo(93);
  expect(result[1]).toBeCloseTo(101);
  expect(result[2]).toBeCloseTo(109);
});

test('crowds keep the order of the points and leave everyone at least the gap apart', () => {
  const angles = [300, 301.5, 302, 305, 307, 40, 41, 44, 180];
  const result = spreadOnCircle(angles, 7);
  expect(minimumNeighbourGap(result)).toBeGreaterThanOrEqual(7 - 1e-9);
  // Order along the circle is kept inside each crowd.
  expect(normalizeDegrees(result[1] - result[0])).toBeCloseTo(7);
  expect(normalizeDegrees(result[4] - result[3])).toBeCloseTo(7);
  expect(result[8]).toBe(180);
});

test('a crowd across 0° Aries is handled as one group', () => {
  const result = spreadOnCircle([358, 359, 0.5, 1], 6);
  expect(minimumNeighbourGap(result)).toBeGreaterThanOrEqual(6 - 1e-9);
  const centre = (normalizeDegrees(result[0] + 180) + normalizeDegrees(result[3] + 180)) / 2 - 180;
  expect(separation(centre, 359.6)).toBeLessThan(0.6);
  expect(separation(result[0], 358)).toBeLessThan(10);
});

test('touching crowds merge until no two glyphs overlap', () => {
  const angles = [10, 11, 12, 20, 21, 22, 30];
  const result = spreadOnCircle(angles, 5);
  expect(minimumNeighbourGap(result)).toBeGreaterThanOrEqual(5 - 1e-9);
  // Least total displacement keeps the merged group centred on its members.
  const shift = result.reduce((sum, angle, i) => sum + (angle - angles[i]), 0);
  expect(Math.abs(shift)).toBeLessThan(1e-6);
});

test('more points than fit share the circle out evenly', () => {
  const angles = Array.from({ length: 20 }, (_, i) => i * 0.5);
  const result = spreadOnCircle(angles, 30);
  expect(minimumNeighbourGap(result)).toBeCloseTo(18);
});

test('edge cases: none, one, and angles outside 0–360', () => {
  expect(spreadOnCircle([], 5)).toEqual([]);
  expect(spreadOnCircle([370], 5)).toEqual([10]);
  expect(spreadOnCircle([-10, 350], 5).map((a) => Math.round(a * 10) / 10).sort()).toEqual([347.5, 352.5]);
});
