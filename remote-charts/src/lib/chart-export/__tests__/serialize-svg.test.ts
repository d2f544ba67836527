import { chartFileName, serializeSvg } from '../serialize-svg';

test('file names say what the drawing shows, then whose it is', () => {
  expect(chartFileName('Ada Lovelace')).toBe('natal-chart-ada-lovelace');
  expect(chartFileName('Ada Lovelace', 'transits-2026-03-10')).toBe(
    'transits-2026-03-10-ada-lovelace',
  );
  expect(chartFileName('☉', 'synastry')).toBe('synastry');
});

test('a file can carry extra rules, placed last so they win over the drawing', () => {
  document.body.innerHTML =
    '<svg viewBox="0 0 10 10" style="width:100%"><style>.bg{fill:#000}</style><rect class="bg" width="10" height="10" fill="#111"/></svg>';
  const svg = document.querySelector('svg')!;
  const plain = serializeSvg(svg);
  const paper = serializeSvg(svg, '.bg { fill: #ffffff; }');
  expect(plain).not.toContain('#ffffff');
  const parsed = new DOMParser().parseFromString(paper, 'image/svg+xml');
  const styles = [...parsed.querySelectorAll('style')].map((s) => s.textContent);
  expect(styles).toEqual(['.bg{fill:#000}', '.bg { fill: #ffffff; }']);
  expect(parsed.documentElement.getAttribute('width')).toBe('10');
  // The page's element is untouched.
  expect(svg.querySelectorAll('style')).toHaveLength(1);
});
