import { angleAspects } from '../chart/angle-aspects';
import { BODY_NAMES, type BodyName } from '../chart/compute-chart';

/** Every body far from both angles and from each other's aspects, except those a test places. */
function chartWith(placed: Partial<Record<BodyName, { lon: number; speed: number }>>) {
  const bodies = Object.fromEntries(
    BODY_NAMES.map((name) => [name, placed[name] ?? { lon: 0, speed: 1 }]),
  ) as Record<BodyName, { lon: number; speed: number }>;
  return { bodies, angles: { asc: 100, mc: 10 } };
}

describe('angleAspects', () => {
  it("finds a body's aspects to both the Ascendant and the Midheaven, with their orbs", () => {
    const chart = chartWith({ sun: { lon: 221, speed: 0.98 } });
    const found = angleAspects(chart, ['sun']).map(({ a, b, type, orb }) => [a, b, type, orb]);
    // 121° from the Ascendant at 100°, 149° from the Midheaven at 10°.
    expect(found).toEqual([
      ['sun', 'asc', 'trine', expect.closeTo(1, 9)],
      ['sun', 'mc', 'quincunx', expect.closeTo(1, 9)],
    ]);
  });

  it('calls an aspect applying while the faster-moving angle closes on it', () => {
    // The Ascendant at 100° runs forwards towards a square at 190°: a body at 191° is ahead of it.
    const ahead = angleAspects(chartWith({ moon: { lon: 191, speed: 13 } }), ['moon'])[0]!;
    expect([ahead.b, ahead.type, ahead.applying]).toEqual(['asc', 'square', true]);
    const behind = angleAspects(chartWith({ moon: { lon: 189, speed: 13 } }), ['moon'])[0]!;
    expect([behind.b, behind.type, behind.applying]).toEqual(['asc', 'square', false]);
  });

  it('reports no angle-to-angle pair and only the bodies asked for', () => {
    const chart = chartWith({ venus: { lon: 100.5, speed: 1.2 }, mars: { lon: 10.5, speed: 0.6 } });
    const found = angleAspects(chart, ['venus']);
    expect(found.map((a) => `${a.a}-${a.b}-${a.type}`)).toEqual([
      'venus-asc-conjunction',
      'venus-mc-square',
    ]);
  });
});
