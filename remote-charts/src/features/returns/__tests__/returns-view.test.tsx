import { type ChartEngine, loadChartEngine } from '@astro/astrology';
import { fireEvent, screen } from '@testing-library/react';
import { useChartEngine } from '../../../lib/chart-engine/use-chart-engine';
import { fixClock, renderAt } from '../../../test-support/render-page';
import { savedChart } from '../../../test-support/saved-chart-fixture';
import { ReturnsView } from '../components/returns-view';

jest.mock('../../../lib/chart-engine/use-chart-engine', () => ({ useChartEngine: jest.fn() }));
jest.mock('@astro/shared', () => ({
  ...jest.requireActual('@astro/shared'),
  RemoteWidget: () => null,
}));

let engine: ChartEngine;
beforeAll(async () => {
  engine = await loadChartEngine();
});
beforeEach(() => {
  fixClock(new Date('2026-03-10T12:00:00Z'));
  jest.mocked(useChartEngine).mockReturnValue({ status: 'ready', engine });
});
afterEach(() => jest.useRealTimers());

function renderView() {
  const saved = savedChart(engine);
  return renderAt(
    `/charts/${saved.id}/returns`,
    '/charts/:chartId/returns',
    <ReturnsView saved={saved} pending={false} />,
  );
}

describe('the returns page', () => {
  it('shows the next solar and lunar returns with their exact times and wheels', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Returns for Ada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Solar return' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lunar return' })).toBeInTheDocument();
    const solar = screen.getByTestId('sun-return-summary');
    expect(solar).toHaveTextContent(
      /The Sun returns to its natal place, 24°\d\d′ Taurus, on .+ \(your time; 2026-05-15 \d\d:\d\d(:\d\d)? UT\)\. The chart is cast for London, the birth place\./,
    );
    expect(screen.getByRole('img', { name: /^Solar return of Ada, / })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Lunar return of Ada, / })).toBeInTheDocument();
    // Each wheel exports on its own; one Print serves the page.
    expect(
      screen.getByRole('button', { name: 'Export SVG of the lunar return' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Print' })).toHaveLength(1);
  });

  it('finds the returns after the chosen date', () => {
    renderView();
    fireEvent.change(screen.getByLabelText('Returns after'), { target: { value: '2030-06-01' } });
    expect(screen.getByTestId('sun-return-summary')).toHaveTextContent(/2031-05-1\d \d\d:\d\d/);
    const data = JSON.parse(
      screen.getByTestId('sun-return-summary').getAttribute('data-send-to-ai-data')!,
    );
    expect(data.returns[0].exactUT).toMatch(/^2031-05-1\d/);
    expect(data.returns[1].exactUT).toMatch(/^2030-06/);
  });
});
