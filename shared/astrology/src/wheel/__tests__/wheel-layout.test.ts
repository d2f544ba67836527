/**
 * @jest-environment node
 */
import { angleAspects, type Chart, loadChartEngine } from '../../engine';
import { labelWidth, layoutWheel, type Point, WHEEL_BODIES } from '../wheel-layout';

let london: Chart;
let stellium: Chart;

beforeAll(async () => {
  const engine = await loadChartEngine();
  london = engine.computeChart({
    utc: new Date('1990-05-15T13:30:00Z'),
    lat: 51.5074,
    lon: -0.1278,
  });
  // 4–5 February 1962: seven bodies within 17° of Aquarius, a hard case for any wheel.
  stellium = engine.computeChart({ utc: new Date('1962-02-04T05:00:00Z'), lat: 28.61, lon: 77.2 });
});

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

function closestPair(points: Point[]): number {
  let least = Infinity;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++)
      least = Math.min(least, distance(points[i], points[j]));
  return least;
}

test.each([
  ['an ordinary chart', () => london],
  ['a seven-body stellium', () => stellium],
])('in %s no glyphs or degree labels overlap', (_name, chart) => {
  const size = 660;
  const glyphSize = size * 0.036;
  const layout = layoutWheel(chart(), { size });
  expect(closestPair(layout.planets.map((p) => p.glyphAt))).toBeGreaterThanOrEqual(glyphSize * 1.2);
  expect(closestPair(layout.planets.map((p) => p.minutesAt))).toBeGreaterThanOrEqual(
    labelWidth(size),
  );
  expect(closestPair(layout.planets.map((p) => p.degreesAt))).toBeGreaterThanOrEqual(
    labelWidth(size),
  );
});

test('the Ascendant is drawn at the left and the Midheaven in the upper half', () => {
  const layout = layoutWheel(london, { size: 600 });
  const ac = layout.angles.find((a) => a.label === 'AC')!;
  const mc = layout.angles.find((a) => a.label === 'MC')!;
  expect(ac.labelAt.x).toBeLessThan(layout.center.x - 250);
  expect(Math.abs(ac.labelAt.y - layout.center.y)).toBeLessThan(1e-6);
  expect(mc.labelAt.y).toBeLessThan(layout.center.y);
  expect(layout.cusps).toHaveLength(12);
  expect(layout.cusps.filter((c) => c.isAngle).map((c) => c.house)).toEqual([1, 4, 7, 10]);
});

test('every point has a tick at its true longitude, and a connector only when moved', () => {
  const layout = layoutWheel(stellium);
  expect(layout.planets.map((p) => p.id)).toEqual([...WHEEL_BODIES, 'partOfFortune']);
  for (const planet of layout.planets) {
    const moved = Math.abs(((planet.displayLon - planet.lon + 540) % 360) - 180) > 0.5;
    expect(planet.connector !== null).toBe(moved);
  }
  expect(layout.planets.some((p) => p.connector !== null)).toBe(true);
  const sun = layout.planets.find((p) => p.id === 'sun')!;
  expect(sun.degrees).toMatch(/^\d{1,2}°$/);
  expect(sun.minutes).toMatch(/^\d\d′$/);
});

test('aspect lines join the aspected points, without conjunctions, each with its type', () => {
  const layout = layoutWheel(london);
  const expected = [...london.aspects, ...angleAspects(london, WHEEL_BODIES)].filter(
    (a) =>
      a.type !== 'conjunction' &&
      WHEEL_BODIES.includes(a.a as never) &&
      (WHEEL_BODIES.includes(a.b as never) || a.b === 'asc' || a.b === 'mc'),
  );
  expect(layout.aspects).toHaveLength(expected.length);
  // The angles are aspected too, and their lines end at the angle's own longitude.
  const toAngles = layout.aspects.filter((a) => a.b === 'asc' || a.b === 'mc');
  expect(toAngles.length).toBeGreaterThan(0);
  const ascLine = layout.aspects.find((a) => a.b === 'asc');
  if (ascLine) {
    const ac = layout.angles.find((a) => a.label === 'AC')!;
    // The Ascendant sits at the left: its end of the line is left of the centre, at the same height.
    expect(ascLine.line.to.x).toBeLessThan(layout.center.x);
    expect(Math.abs(ascLine.line.to.y - ac.labelAt.y)).toBeLessThan(1e-6);
  }
  expect(layout.aspects.every((a) => a.type !== 'conjunction')).toBe(true);
  const radius = layout.radii.aspects;
  for (const aspect of layout.aspects) {
    expect(distance(aspect.line.from, layout.center)).toBeCloseTo(radius);
    expect(distance(aspect.line.to, layout.center)).toBeCloseTo(radius);
  }
});

test('without a birth time there are no houses, angles or Part of Fortune, and 0° Aries is at the left', () => {
  const layout = layoutWheel(london, { showHouses: false });
  expect(layout.cusps).toEqual([]);
  expect(layout.angles).toEqual([]);
  expect(layout.planets.some((p) => p.id === 'partOfFortune')).toBe(false);
  expect(layout.leftLon).toBe(0);
  expect(layout.aspects.some((a) => a.b === 'asc' || a.b === 'mc')).toBe(false);
  const aries = layout.signs[0].boundary.from;
  expect(aries.x).toBeLessThan(layout.center.x);
  expect(Math.abs(aries.y - layout.center.y)).toBeLessThan(1e-6);
});
