import { type Chart, loadChartEngine, normalizeDegrees } from '@astro/astrology';
import { layoutBiWheel, ringPointsOf } from '../bi-wheel-layout';

let natal: Chart;
let sky: Chart;
beforeAll(async () => {
  const engine = await loadChartEngine();
  natal = engine.computeChart({
    utc: new Date('1990-05-15T13:30:00Z'),
    lat: 51.5074,
    lon: -0.1278,
  });
  sky = engine.computeChart({ utc: new Date('2026-03-10T12:00:00Z'), lat: 51.5074, lon: -0.1278 });
});

const distance = (p: { x: number; y: number }, c: { x: number; y: number }) =>
  Math.hypot(p.x - c.x, p.y - c.y);
/** Longitude of a point on the wheel, the way pointAt draws it (leftLon at the left, anticlockwise). */
const lonAt = (p: { x: number; y: number }, c: { x: number; y: number }, leftLon: number) =>
  normalizeDegrees(leftLon - 180 + (Math.atan2(-(p.y - c.y), p.x - c.x) * 180) / Math.PI);

describe('bi-wheel layout', () => {
  it('keeps the inner wheel whole inside the ring', () => {
    const layout = layoutBiWheel(natal, ringPointsOf(sky), { showHouses: true });
    expect(layout.inner.size + 2 * layout.innerOffset).toBe(layout.size);
    expect(layout.ring.inner).toBeGreaterThanOrEqual(layout.inner.size / 2);
    expect(layout.ring.outer).toBeLessThanOrEqual(layout.size / 2);
  });

  it('puts each outer point in the ring, its tick at its true longitude, oriented like the inner wheel', () => {
    const layout = layoutBiWheel(natal, ringPointsOf(sky), { showHouses: true });
    expect(layout.points).toHaveLength(13);
    for (const point of layout.points) {
      expect(distance(point.glyphAt, layout.center)).toBeGreaterThan(layout.ring.inner);
      expect(distance(point.minutesAt, layout.center)).toBeLessThan(layout.ring.outer);
      expect(lonAt(point.tick.from, layout.center, layout.inner.leftLon)).toBeCloseTo(point.lon, 6);
    }
  });

  it('moves crowded glyphs apart, and joins a moved one to its tick', () => {
    const crowded = [0, 1, 2].map((offset) => ({
      id: `p${offset}`,
      label: `P${offset}`,
      glyph: '*',
      lon: 100 + offset,
      retrograde: false,
      isAngle: false,
    }));
    const layout = layoutBiWheel(natal, crowded, { showHouses: true });
    const lons = layout.points.map((p) => lonAt(p.glyphAt, layout.center, layout.inner.leftLon));
    expect(lons[1]! - lons[0]!).toBeGreaterThan(4);
    expect(layout.points[0]!.connector).not.toBeNull();
  });

  it('adds the outer chart’s angles on request, and marks retrograde bodies', () => {
    const points = ringPointsOf(sky, { angles: true });
    expect(points.filter((p) => p.isAngle).map((p) => p.glyph)).toEqual(['AC', 'MC']);
    const layout = layoutBiWheel(natal, [{ ...points[2]!, retrograde: true }], {
      showHouses: false,
    });
    expect(layout.points[0]!.minutes).toMatch(/′℞$/);
    expect(layout.inner.leftLon).toBe(0);
  });
});
