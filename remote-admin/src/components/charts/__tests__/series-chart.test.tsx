import { render, screen, within } from '@testing-library/react';
import { SeriesChart, type ChartSeries } from '../series-chart';

const labels = ['Mar 1', 'Mar 2', 'Mar 3'];
const series: ChartSeries[] = [
  { name: 'Requests', values: [4, 0, 7], color: '#1565c0' },
  { name: 'Failed', values: [1, 0, 2], color: '#c62828' },
];

function renderChart(kind: 'bar' | 'line', data = series) {
  render(<SeriesChart kind={kind} title="Requests per day" labels={labels} series={data} />);
  return screen.getByRole('img', { name: 'Requests per day' });
}

describe('SeriesChart', () => {
  it('draws one bar per day and series, as tall as its value', () => {
    const chart = renderChart('bar');
    expect(chart).toHaveAttribute('data-chart-kind', 'bar');
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(6);
    expect(chart.querySelector('polyline')).toBeNull();
    const height = (i: number) => Number(bars[i]!.getAttribute('height'));
    // Day 3's requests are the tallest; a zero draws no bar; the series share each day's slot.
    expect(height(4)).toBeGreaterThan(height(0));
    expect(height(2)).toBe(0);
    expect(height(0) / height(4)).toBeCloseTo(4 / 7);
    expect(bars[0]!.textContent).toBe('Mar 1: 4 requests');
    expect(bars[1]!.textContent).toBe('Mar 1: 1 failed');
  });

  it('draws one line per series with a point per day', () => {
    const chart = renderChart('line');
    expect(chart).toHaveAttribute('data-chart-kind', 'line');
    expect(chart.querySelectorAll('rect')).toHaveLength(0);
    const lines = chart.querySelectorAll('polyline');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveAttribute('stroke', '#1565c0');
    expect(lines[0]!.getAttribute('points')!.split(' ')).toHaveLength(3);
    const points = chart.querySelectorAll('circle');
    expect([...points].map((p) => p.textContent)).toEqual([
      'Mar 1: 4 requests',
      'Mar 2: 0 requests',
      'Mar 3: 7 requests',
      'Mar 1: 1 failed',
      'Mar 2: 0 failed',
      'Mar 3: 2 failed',
    ]);
  });

  it('puts round ticks on the axis and every day under it', () => {
    const chart = renderChart('line');
    const texts = [...chart.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(['0', '2', '4', '6', '8', 'Mar 1', 'Mar 2', 'Mar 3']);
  });

  it('gives screen readers the numbers as a table', () => {
    renderChart('bar');
    const table = screen.getByRole('table', { name: 'Requests per day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayRequestsFailed', 'Mar 141', 'Mar 200', 'Mar 372']);
  });

  it('draws an empty axis when there is nothing to show', () => {
    render(<SeriesChart kind="bar" title="Nothing" labels={[]} series={[]} />);
    const chart = screen.getByRole('img', { name: 'Nothing' });
    expect(chart.querySelectorAll('rect')).toHaveLength(0);
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['0', '1']);
  });
});
