import { type Chart, loadChartEngine, type SavedChartRow, snapshotOf } from '@astro/astrology';
import {
  createAppStore,
  createMemoryRouter,
  RouterProvider,
  sessionChanged,
  setSupabase,
} from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { WorkedExample } from '../components/worked-example';
import { chartChoiceKey } from '../model/chart-choice';

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const USER_ID = 'user-1';
let london: Chart;
beforeAll(async () => {
  const engine = await loadChartEngine();
  london = engine.computeChart({
    utc: new Date('1990-05-15T13:30:00Z'),
    lat: 51.5074,
    lon: -0.1278,
    houses: 'placidus',
  });
});

function row(id: string, name: string, snapshot: unknown): SavedChartRow {
  return {
    id,
    name,
    birth_date: '1990-05-15',
    birth_time: '14:30:00',
    time_unknown: false,
    place_name: 'London',
    latitude: 51.5074,
    longitude: -0.1278,
    time_zone: 'Europe/London',
    birth_utc: '1990-05-15T13:30:00.000Z',
    settings: { houseSystem: 'placidus' },
    snapshot,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

const NEWEST = '11111111-1111-4111-8111-111111111111';
const OLDER = '22222222-2222-4222-8222-222222222222';

/** Signs in, serves the charts (newest first) from a fake back end, and renders the example. */
function renderWith(rows: SavedChartRow[]) {
  const chain: Record<string, unknown> = {};
  for (const name of ['select', 'eq', 'order', 'limit']) chain[name] = () => chain;
  chain.then = (resolve: (value: unknown) => void) => resolve({ data: rows, error: null });
  setSupabase({ from: () => chain } as unknown as SupabaseClient);
  const store = createAppStore();
  store.dispatch(
    sessionChanged({ user: { id: USER_ID, email: 'u@example.com' }, event: 'SIGNED_IN' }),
  );
  const router = createMemoryRouter([{ path: '/', element: <WorkedExample step="big-three" /> }]);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

afterEach(() => localStorage.clear());

describe('the worked example', () => {
  it('reads the newest saved chart, recomputing an old snapshot, and lets the user choose another', async () => {
    const user = userEvent.setup();
    renderWith([
      row(NEWEST, 'Newest chart', { version: 1, sun: 'Taurus' }),
      row(OLDER, 'Older chart', snapshotOf(london, true)),
    ]);
    const region = await screen.findByRole('region', {
      name: 'Worked example: your chart “Newest chart”',
    });
    await within(region).findByText(/Sun in Taurus/);
    expect(region).toHaveTextContent('Sun in Taurus (24°27′ Taurus in the 9th house)');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Chart to read' }),
      'Older chart',
    );
    expect(
      await screen.findByRole('region', { name: 'Worked example: your chart “Older chart”' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(chartChoiceKey(USER_ID))).toBe(OLDER);
  });

  it.each([
    ['the remembered chart', OLDER, 'Older chart'],
    ['the newest chart when the remembered one was deleted', 'deleted-chart', 'Newest chart'],
  ])('opens on %s', async (_, remembered, expected) => {
    localStorage.setItem(chartChoiceKey(USER_ID), remembered);
    renderWith([
      row(NEWEST, 'Newest chart', snapshotOf(london, true)),
      row(OLDER, 'Older chart', snapshotOf(london, true)),
    ]);
    expect(
      await screen.findByRole('region', { name: `Worked example: your chart “${expected}”` }),
    ).toBeInTheDocument();
  });

  it('reads the example chart when there is no saved chart', async () => {
    renderWith([]);
    expect(
      await screen.findByRole('region', { name: 'Worked example: the example chart' }),
    ).toHaveTextContent('You have no saved chart yet');
    expect(screen.queryByRole('combobox', { name: 'Chart to read' })).not.toBeInTheDocument();
  });
});
