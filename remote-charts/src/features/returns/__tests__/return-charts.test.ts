import { type ChartEngine, loadChartEngine } from '@astro/astrology';
import { exactUT, nextReturns, returnsAiData } from '../model/return-charts';

let engine: ChartEngine;
beforeAll(async () => {
  engine = await loadChartEngine();
});

const input = {
  utc: new Date('1990-05-15T13:30:00Z'),
  lat: 51.5074,
  lon: -0.1278,
  houses: 'placidus' as const,
};
const angle = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('returns', () => {
  it('finds the next solar and lunar returns after a date, cast for the natal place', () => {
    const natal = { chart: engine.computeChart(input), input };
    const after = new Date('2026-03-10T12:00:00Z');
    const [solar, lunar] = nextReturns(engine, natal, after);
    expect(solar!.body).toBe('sun');
    expect(solar!.exact.getTime()).toBeGreaterThan(after.getTime());
    expect(solar!.exact.toISOString().slice(0, 7)).toBe('2026-05');
    expect(angle(solar!.chart.bodies.sun.lon, natal.chart.bodies.sun.lon)).toBeLessThan(1 / 3600);
    expect(lunar!.exact.getTime() - after.getTime()).toBeLessThan(28 * 86400000);
    expect(angle(lunar!.chart.bodies.moon.lon, natal.chart.bodies.moon.lon)).toBeLessThan(1 / 3600);
    // Houses for the birth place: the same as a chart cast there at that instant.
    expect(solar!.chart.angles.asc).toBeCloseTo(
      engine.computeChart({ ...input, utc: solar!.exact }).angles.asc,
      9,
    );
  });

  it('gives an assistant the natal chart and each return with its exact time', () => {
    const natal = { chart: engine.computeChart(input), input };
    const returns = nextReturns(engine, natal, new Date('2026-03-10T12:00:00Z'));
    const data = JSON.parse(
      returnsAiData({ name: 'Ada', natal: natal.chart, timeKnown: true, place: 'London', returns }),
    );
    expect(data.castFor).toBe('London');
    expect(data.returns.map((r: { kind: string }) => r.kind)).toEqual([
      'Solar return',
      'Lunar return',
    ]);
    expect(data.returns[0].exactUT).toBe(exactUT(returns[0]!.exact));
    expect(data.returns[0].context).toContain('<chart name="Solar return of Ada"');
  });

  it('gives exact times to the second', () => {
    expect(exactUT(new Date('2026-05-15T08:12:33.600Z'))).toBe('2026-05-15T08:12:34Z');
  });
});
