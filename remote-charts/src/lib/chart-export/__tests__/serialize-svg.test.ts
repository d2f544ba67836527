import { chartFileName } from '../serialize-svg';

test('file names say what the drawing shows, then whose it is', () => {
  expect(chartFileName('Ada Lovelace')).toBe('natal-chart-ada-lovelace');
  expect(chartFileName('Ada Lovelace', 'transits-2026-03-10')).toBe(
    'transits-2026-03-10-ada-lovelace',
  );
  expect(chartFileName('☉', 'synastry')).toBe('synastry');
});
