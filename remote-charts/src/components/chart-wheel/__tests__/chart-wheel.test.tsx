import { createAppTheme, PALETTES, type ThemeName } from '@astro/shared';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { type Chart, loadChartEngine } from '@astro/astrology';
import { ChartWheel } from '../chart-wheel';

let chart: Chart;
beforeAll(async () => {
  const engine = await loadChartEngine();
  chart = engine.computeChart({ utc: new Date('1990-05-15T13:30:00Z'), lat: 51.5074, lon: -0.1278 });
});

function renderIn(theme: ThemeName, showHouses = true) {
  return render(
    <ThemeProvider theme={createAppTheme(theme)}>
      <ChartWheel chart={chart} showHouses={showHouses} title="Natal chart of Ada" />
    </ThemeProvider>,
  );
}

test('the wheel is a named image with twelve signs, fourteen points and the four angles', () => {
  const { getByRole, container } = renderIn('space');
  const svg = getByRole('img', { name: /Natal chart of Ada/ });
  expect(svg.querySelectorAll('[data-planet]')).toHaveLength(14);
  expect(Array.from(container.querySelectorAll('text')).filter((t) => /^(AC|IC|DC|MC)$/.test(t.textContent ?? ''))).toHaveLength(4);
  expect(container.querySelectorAll('[data-aspect]').length).toBeGreaterThan(5);
});

test('colours follow the theme', () => {
  const ink = (theme: ThemeName) => {
    const { container, unmount } = renderIn(theme);
    const fill = container.querySelector('[data-planet="sun"] text')?.getAttribute('fill');
    const aries = Array.from(container.querySelectorAll('text')).find((t) => t.textContent?.includes('♈'))?.getAttribute('fill');
    unmount();
    return { fill, aries };
  };
  const light = ink('light');
  const dark = ink('dark');
  expect(light.fill).toBe(PALETTES.light.text);
  expect(dark.fill).toBe(PALETTES.dark.text);
  expect(light.aries).not.toBe(dark.aries);
});

test('without a birth time there are no angles', () => {
  const { container } = renderIn('light', false);
  expect(Array.from(container.querySelectorAll('text')).some((t) => t.textContent === 'AC')).toBe(false);
  expect(container.querySelectorAll('[data-planet]')).toHaveLength(13);
});
