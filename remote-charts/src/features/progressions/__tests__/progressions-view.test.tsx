import { type ChartEngine, loadChartEngine } from '@astro/astrology';
import { fireEvent, screen, within } from '@testing-library/react';
import { useChartEngine } from '../../../lib/chart-engine/use-chart-engine';
import { dateInputValue } from '../../../lib/date-input/date-input';
import { fixClock, renderAt } from '../../../test-support/render-page';
import { savedChart } from '../../../test-support/saved-chart-fixture';
import { ProgressionsView } from '../components/progressions-view';

jest.mock('../../../lib/chart-engine/use-chart-engine', () => ({ useChartEngine: jest.fn() }));
jest.mock('@astro/shared', () => ({
  ...jest.requireActual('@astro/shared'),
  RemoteWidget: () => null,
}));

const NOW = new Date('2026-03-10T12:00:00Z');
let engine: ChartEngine;
beforeAll(async () => {
  engine = await loadChartEngine();
});
beforeEach(() => {
  fixClock(NOW);
  jest.mocked(useChartEngine).mockReturnValue({ status: 'ready', engine });
});
afterEach(() => jest.useRealTimers());

function renderView() {
  const saved = savedChart(engine);
  return renderAt(
    `/charts/${saved.id}/progressions`,
    '/charts/:chartId/progressions',
    <ProgressionsView saved={saved} pending={false} />,
  );
}

describe('the progressions page', () => {
  it('draws secondary progressions to today around the natal chart', () => {
    renderView();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Progressions for Ada' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Progressed to')).toHaveValue(dateInputValue(NOW));
    const wheel = screen.getByRole('img', { name: /^Secondary progressions of Ada for / });
    // The bodies and, with a known birth time, the progressed Ascendant and Midheaven.
    expect(wheel.querySelectorAll('[data-ring-point]')).toHaveLength(15);
    expect(screen.getByTestId('progressions-summary')).toHaveTextContent(
      /one day after birth for each year of life\. The progressed Sun is at/,
    );
    expect(
      screen.getByRole('table', {
        name: /Natal points \(rows\) and progressed points \(columns\) within 1°/,
      }),
    ).toBeInTheDocument();
  });

  it('switches to solar arc directions and follows the date', () => {
    renderView();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Method' }));
    fireEvent.click(screen.getByRole('option', { name: 'Solar arc directions' }));
    const arcNow = screen
      .getByTestId('progressions-summary')
      .textContent!.match(/solar arc is (\d+)°/)![1];
    expect(Number(arcNow)).toBeGreaterThanOrEqual(34);
    fireEvent.change(screen.getByLabelText('Progressed to'), { target: { value: '2000-05-15' } });
    expect(
      screen.getByRole('img', { name: /^Solar arc directions of Ada for / }),
    ).toBeInTheDocument();
    const arcThen = screen
      .getByTestId('progressions-summary')
      .textContent!.match(/solar arc is (\d+)°/)![1];
    expect(Number(arcThen)).toBe(9);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Directed positions' }),
    ).toBeInTheDocument();
  });

  it('gives Send-to-AI both charts and the aspects between them', () => {
    renderView();
    const data = JSON.parse(
      screen.getByTestId('progressions-summary').getAttribute('data-send-to-ai-data')!,
    );
    expect(data).toMatchObject({ view: 'progressions', method: 'secondary' });
    expect(data.context).toContain('<chart name="Ada"');
    expect(data.context).toContain('<chart name="Secondary progressions of Ada for');
    const table = screen.getByRole('table', { name: /within 1°/ });
    expect(data.aspectsToNatal).toHaveLength(
      within(table)
        .queryAllByRole('cell')
        .filter((cell) => cell.hasAttribute('data-aspect')).length,
    );
  });

  it('says when a date cannot be read', () => {
    renderView();
    fireEvent.change(screen.getByLabelText('Progressed to'), { target: { value: '1400-01-01' } });
    expect(screen.getByText('Choose a date between 1500 and 2500.')).toBeInTheDocument();
  });
});
