import {
  type ChartEngine,
  type ChartInput,
  loadChartEngine,
  TROPICAL_YEAR_DAYS,
} from '@astro/astrology';
import {
  describeProgressed,
  isProgressionMethod,
  progressedChart,
} from '../model/progressed-chart';

let engine: ChartEngine;
const natal: ChartInput = {
  utc: new Date('1990-05-15T13:30:00Z'),
  lat: 51.5074,
  lon: -0.1278,
  houses: 'placidus',
};
beforeAll(async () => {
  engine = await loadChartEngine();
});

describe('progressed charts', () => {
  it('secondary: the sky a day after birth for each year of life', () => {
    const on = new Date(natal.utc.getTime() + 30 * TROPICAL_YEAR_DAYS * 86400000);
    const progressed = progressedChart(engine.computeChart, natal, on, 'secondary');
    expect(
      Math.abs(progressed.instant!.getTime() - Date.parse('1990-06-14T13:30:00Z')),
    ).toBeLessThan(5);
    expect(progressed.arc).toBeNull();
    expect(progressed.chart.utc).toBe(
      engine.computeChart({ ...natal, utc: progressed.instant! }).utc,
    );
  });

  it('solar arc: every point moved by the same arc, about a degree a year', () => {
    const on = new Date('2020-05-15T00:00:00Z');
    const directed = progressedChart(engine.computeChart, natal, on, 'solar-arc');
    const radix = engine.computeChart(natal);
    expect(directed.arc).toBeGreaterThan(28);
    expect(directed.arc).toBeLessThan(31);
    const moved = (a: number, b: number) => (((a - b) % 360) + 360) % 360;
    expect(moved(directed.chart.bodies.mars.lon, radix.bodies.mars.lon)).toBeCloseTo(
      directed.arc!,
      6,
    );
    expect(moved(directed.chart.angles.asc, radix.angles.asc)).toBeCloseTo(directed.arc!, 6);
  });

  it('describes the progressed Sun and Moon, and the Ascendant when the birth time is known', () => {
    const progressed = progressedChart(
      engine.computeChart,
      natal,
      new Date('2026-03-10T12:00:00Z'),
      'secondary',
    );
    expect(describeProgressed(progressed, true)).toMatch(
      /^The progressed Sun is at \d+°\d\d′ \w+, the progressed Moon at .+ and the progressed Ascendant at .+\.$/,
    );
    expect(describeProgressed(progressed, false)).toMatch(
      /^The progressed Sun is at .+ and the progressed Moon at [^,]+\.$/,
    );
    const directed = progressedChart(
      engine.computeChart,
      natal,
      new Date('2026-03-10T12:00:00Z'),
      'solar-arc',
    );
    expect(describeProgressed(directed, false)).toMatch(
      /^The solar arc is \d+°\d\d′: the directed Sun is at/,
    );
  });

  it('knows its methods', () => {
    expect(isProgressionMethod('solar-arc')).toBe(true);
    expect(isProgressionMethod('tertiary')).toBe(false);
  });
});
