import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartWheel } from '../components/chart-wheel';
import { OwnChartQuiz } from '../components/own-chart-quiz';
import { EXAMPLE_CHART } from '../model/example-chart';
import type { ReadingChart } from '../model/reading-chart';

describe('the question on the chart', () => {
  it('is answered with the keyboard, checked against the chart, and marks the house on the wheel', async () => {
    const user = userEvent.setup();
    render(<OwnChartQuiz chart={EXAMPLE_CHART} step="houses" />);
    const form = screen.getByRole('form', { name: 'Question on your chart' });
    const group = within(form).getByRole('radiogroup', {
      name: 'Which house is the example chart’s Saturn in?',
    });
    expect(within(group).getAllByRole('radio')).toHaveLength(12);
    const wheel = screen.getByRole('img', { name: /with Saturn highlighted$/ });
    expect(wheel).toHaveAttribute('data-highlight-point', 'saturn');
    expect(wheel).not.toHaveAttribute('data-highlight-house');

    // Saturn, at 21°59′ Leo, is in the 9th house: pick the 8th, then move on to the 9th.
    await user.click(within(group).getByRole('radio', { name: '8th house' }));
    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: '9th house' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Check answer' }));

    expect(screen.getByTestId('own-chart-feedback')).toHaveTextContent(/^Correct\./);
    const marked = screen.getByRole('img', {
      name: 'Chart wheel of Example chart, with Saturn and the 9th house highlighted',
    });
    expect(marked).toHaveAttribute('data-highlight-house', '9');
  });

  it('gives the right answer after a wrong one', async () => {
    const user = userEvent.setup();
    render(<OwnChartQuiz chart={EXAMPLE_CHART} step="houses" />);
    await user.click(screen.getByRole('radio', { name: '3rd house' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(screen.getByTestId('own-chart-feedback')).toHaveTextContent(
      'Not quite. The answer is: 9th house.',
    );
  });
});

describe('the chart wheel', () => {
  it('spreads glyphs that crowd across 0° Aries to both sides of it', () => {
    const crowded: ReadingChart = {
      ...EXAMPLE_CHART,
      angles: null,
      cusps: null,
      houses: null,
      points: { sun: 359, moon: 0.5, mercury: 1.5, venus: 120, mars: 240 },
    };
    const { container } = render(<ChartWheel chart={crowded} title="Crowded" />);
    const shown = (point: string) =>
      Number(container.querySelector(`[data-point="${point}"]`)!.getAttribute('data-display-lon'));
    // The three crowded points keep their order and are spread about their mean, near 0°.
    expect(shown('sun')).toBeGreaterThan(345);
    expect(shown('moon') + 360 - shown('sun')).toBeGreaterThan(8.9);
    expect(shown('moon')).toBeLessThan(5);
    expect(shown('mercury')).toBeGreaterThan(shown('moon') + 8.9);
    expect(shown('venus')).toBe(120);
  });
});
