import { type ChartEngine, loadChartEngine } from '@astro/astrology';
import { fireEvent, screen, within } from '@testing-library/react';
import { useChartEngine } from '../../../lib/chart-engine/use-chart-engine';
import { renderAt } from '../../../test-support/render-page';
import { savedChart } from '../../../test-support/saved-chart-fixture';
import type { SavedChart } from '../../saved-charts';
import { SynastryView } from '../components/synastry-view';

jest.mock('../../../lib/chart-engine/use-chart-engine', () => ({ useChartEngine: jest.fn() }));
jest.mock('@astro/shared', () => ({
  ...jest.requireActual('@astro/shared'),
  RemoteWidget: () => null,
}));

const ADA = '6f1c7a52-58a4-4d43-9a4e-2b7d0f0c1a11';
const BEA = '0b8d2c1e-7f3a-4e5b-8c9d-1a2b3c4d5e6f';
let engine: ChartEngine;
let charts: SavedChart[];
beforeAll(async () => {
  engine = await loadChartEngine();
  charts = [
    savedChart(engine, { id: ADA, name: 'Ada' }),
    savedChart(engine, { id: BEA, name: 'Bea', utc: '1988-11-02T06:10:00.000Z' }),
  ];
});
beforeEach(() => jest.mocked(useChartEngine).mockReturnValue({ status: 'ready', engine }));

const renderView = (list: SavedChart[], search = '') =>
  renderAt(`/synastry${search}`, '/synastry', <SynastryView charts={list} />);
function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('the synastry page', () => {
  it('asks for two saved charts when there are fewer', () => {
    renderView(charts.slice(0, 1));
    expect(screen.getByTestId('synastry-empty')).toHaveTextContent('You have one saved chart yet');
    expect(screen.getByRole('link', { name: 'Calculate a chart' })).toHaveAttribute(
      'href',
      '/calculate',
    );
  });

  it('compares the two charts picked, and keeps them in the URL', () => {
    const { router } = renderView(charts);
    expect(screen.getByTestId('synastry-prompt')).toBeInTheDocument();
    pick('First chart (inner wheel)', 'Ada (1990-05-15)');
    // A chart cannot be compared with itself.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Second chart (outer wheel)' }));
    expect(screen.getByRole('option', { name: 'Ada (1990-05-15)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.click(screen.getByRole('option', { name: 'Bea (1988-11-02)' }));
    expect(router.state.location.search).toBe(`?a=${ADA}&b=${BEA}`);

    const wheel = screen.getByRole('img', { name: 'Synastry of Ada (inside) and Bea (outside)' });
    expect(wheel.querySelectorAll('[data-ring-point]')).toHaveLength(15);
    const grid = screen.getByRole('table', {
      name: /Rows: Ada's points\. Columns: Bea's points\./,
    });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toContain('☉Sun');
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(13);
    const cells = within(grid)
      .getAllByRole('cell')
      .filter((cell) => cell.hasAttribute('data-aspect'));
    expect(cells.length).toBeGreaterThan(3);
    expect(cells[0]).toHaveTextContent(
      /^\d+°\d\d′Ada's \w+ (conjunction|opposition|square|trine|sextile) Bea's \w+, orb \d+°\d\d′$/,
    );
    expect(
      screen.getByRole('img', { name: /^Composite chart of Ada and Bea/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Export PNG of the composite chart' }),
    ).toBeInTheDocument();
  });

  it('opens on the charts the URL names, and gives Send-to-AI both charts, the composite and the aspects', () => {
    renderView(charts, `?a=${BEA}&b=${ADA}`);
    expect(
      screen.getByRole('img', { name: 'Synastry of Bea (inside) and Ada (outside)' }),
    ).toBeInTheDocument();
    const summary = screen.getByTestId('synastry-summary');
    expect(summary).toHaveAttribute('data-send-to-ai', 'Synastry of Bea and Ada');
    const data = JSON.parse(summary.getAttribute('data-send-to-ai-data')!);
    expect(data.view).toBe('synastry');
    expect(data.context).toContain('<synastry first="Bea" second="Ada">');
    expect(data.context).toContain('<chart name="Composite of Bea and Ada"');
    expect(data.aspects.length).toBe(
      screen.getAllByRole('cell').filter((cell) => cell.hasAttribute('data-aspect')).length,
    );
    expect(data.aspects[0].aspect).toMatch(/^Bea's \w+/);
  });

  it('leaves out the angles of a chart without a birth time', () => {
    const list = [
      charts[0]!,
      savedChart(engine, {
        id: BEA,
        name: 'Bea',
        utc: '1988-11-02T12:00:00.000Z',
        timeKnown: false,
      }),
    ];
    renderView(list, `?a=${ADA}&b=${BEA}`);
    expect(
      screen.getByText(
        /Bea's birth time is unknown, so that chart's angles are left out of the grid, and the composite chart has no houses\./,
      ),
    ).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: /Rows: Ada's points/ });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(11);
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(13);
    expect(
      screen.getByRole('img', { name: /Synastry of Ada/ }).querySelectorAll('[data-ring-point]'),
    ).toHaveLength(13);
  });
});
