import { render, screen } from '@testing-library/react';
import { type Chart, loadChartEngine } from '@astro/astrology';
import { ringPointsOf } from '../../../lib/bi-wheel/bi-wheel-layout';
import { BiWheel } from '../bi-wheel';

let natal: Chart;
let other: Chart;
beforeAll(async () => {
  const engine = await loadChartEngine();
  natal = engine.computeChart({
    utc: new Date('1990-05-15T13:30:00Z'),
    lat: 51.5074,
    lon: -0.1278,
  });
  other = engine.computeChart({ utc: new Date('1988-11-02T06:10:00Z'), lat: 48.8566, lon: 2.3522 });
});

test('the bi-wheel is one named image: the inner wheel whole, the outer chart on a ring, described for screen readers', () => {
  render(
    <BiWheel
      inner={natal}
      showHouses
      outer={ringPointsOf(other, { angles: true })}
      outerName="Bea's chart"
      title="Synastry of Ada and Bea"
    />,
  );
  const svg = screen.getByRole('img', { name: /Synastry of Ada and Bea/ });
  expect(svg.querySelectorAll('[data-planet]')).toHaveLength(14);
  expect(svg.querySelectorAll('[data-ring-point]')).toHaveLength(15);
  expect(svg.querySelector('[data-ring-point="asc"] title')?.textContent).toMatch(
    /^Ascendant \(Bea's chart\) \d+°\d\d′ \w+$/,
  );
  expect(svg).toHaveAccessibleDescription(/on the outer ring, Bea's chart: Sun \d+°\d\d′ Scorpio/);
});
