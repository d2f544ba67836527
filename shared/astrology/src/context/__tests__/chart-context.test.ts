import {
  chartContext,
  type ChartEngine,
  formatSignPosition,
  loadChartEngine,
  type NamedChart,
} from '../..';

let engine: ChartEngine;
let alice: NamedChart;

beforeAll(async () => {
  engine = await loadChartEngine();
  alice = {
    name: 'Alice <"home">',
    timeKnown: true,
    chart: engine.computeChart({ utc: new Date('1990-04-12T07:30:00Z'), lat: 38.72, lon: -9.14 }),
  };
});

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('chartContext', () => {
  it('holds the Sun, Moon and Ascendant with sign and degree, houses, aspects and orbs', () => {
    const text = chartContext({ charts: [alice] });
    const { bodies, angles } = alice.chart;
    expect(text).toContain(`Sun ${formatSignPosition(bodies.sun.lon)}`);
    expect(text).toContain(`Moon ${formatSignPosition(bodies.moon.lon)}`);
    expect(text).toContain(`Ascendant ${formatSignPosition(angles.asc)}`);
    expect(text).toMatch(/Sun [^\n]*, \d+(st|nd|rd|th) house/);
    expect(text).toMatch(
      /Aspects \(orb\): .*(conjunction|opposition|square|trine|sextile) .* \d+°\d\d′/,
    );
    expect(text).toContain('name="Alice &#60;&#34;home&#34;&#62;"');
    expect(bytes(text)).toBeLessThan(1500);
  });

  it('is stable: the same chart gives the same text', () => {
    expect(chartContext({ charts: [alice] })).toBe(chartContext({ charts: [alice] }));
  });

  it('leaves houses and angles out when the birth time is unknown', () => {
    const text = chartContext({ charts: [{ ...alice, timeKnown: false }] });
    expect(text).toContain('birth time unknown');
    expect(text).not.toContain('Ascendant');
    expect(text).not.toMatch(/house\b/);
  });

  it('adds the sky and its transits to the natal chart, and synastry for two charts', () => {
    const sky = engine.computeChart({ utc: new Date('2026-11-24T12:00:00Z'), lat: 0, lon: 0 });
    const transit = chartContext({ charts: [alice], sky: { name: "Today's sky", chart: sky } });
    expect(transit).toContain(`Sun ${formatSignPosition(sky.bodies.sun.lon)}`);
    expect(transit).toMatch(/<transits to="[^"]+">\n(transiting \w+( \w+)? \w+ natal|none)/);
    expect(bytes(transit)).toBeLessThan(3500);

    const bob: NamedChart = {
      name: 'Bob',
      timeKnown: true,
      chart: engine.computeChart({ utc: new Date('1988-11-02T18:05:00Z'), lat: 51.5, lon: -0.12 }),
    };
    const synastry = chartContext({ charts: [alice, bob] });
    expect(synastry).toContain('<synastry first=');
    expect(synastry).toMatch(/Bob's \w+/);
    expect(bytes(synastry)).toBeLessThan(4000);
  });

  it("lists the coming month's exact transits to the first chart, when given", () => {
    const from = new Date('2026-11-24T00:00:00Z');
    const upcoming = engine.findTransits({
      natal: alice.chart,
      timeKnown: true,
      from,
      to: new Date(from.getTime() + 30 * 86400000),
    });
    const sky = engine.computeChart({ utc: from, lat: 0, lon: 0 });
    const context = chartContext({
      charts: [alice],
      sky: { name: "Today's sky", chart: sky },
      upcoming,
    });
    expect(context).toMatch(/<upcoming to="[^"]+">\n2026-1[12]-\d\d \d\d:\d\d UT: /);
    const first = upcoming.find((e) => e.type === 'aspect')!;
    expect(first.type === 'aspect' && context).toContain(
      `${first.exact.slice(0, 10)} ${first.exact.slice(11, 16)} UT`,
    );
    expect(bytes(context)).toBeLessThan(6000);
  });
});
