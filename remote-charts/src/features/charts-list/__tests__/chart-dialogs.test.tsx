import { createAppStore, dismissToast, setSupabase, Toaster } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { DeleteChartDialog } from '../components/delete-chart-dialog';
import { RenameChartDialog } from '../components/rename-chart-dialog';
import { rowToSavedChart } from '../../saved-charts';

/** A charts table that answers every write with `answer`, and records what was inserted. */
function fakeCharts(answer: { data: unknown; error: { message: string } | null }) {
  const inserted: unknown[] = [];
  const query: Record<string, unknown> = {};
  for (const method of ['update', 'delete', 'eq', 'select']) query[method] = () => query;
  query.insert = (values: unknown) => (inserted.push(values), query);
  query.then = (resolve: (value: unknown) => void) => resolve(answer);
  setSupabase({ from: () => query } as unknown as SupabaseClient);
  return inserted;
}

function renderWithToaster(dialog: React.ReactNode) {
  render(
    <Provider store={createAppStore()}>
      {dialog}
      <Toaster />
    </Provider>,
  );
  // The open dialog hides the rest of the page from assistive tech until it closes.
  return screen.getByRole('region', { name: 'Notifications', hidden: true });
}

const chart = { id: 'chart-1', name: 'Ada' };
const saved = rowToSavedChart({
  id: 'chart-1',
  name: 'Ada',
  birth_date: '1815-12-10',
  birth_time: '13:00:00',
  time_unknown: false,
  place_name: 'London',
  latitude: 51.5074,
  longitude: -0.1278,
  time_zone: 'Europe/London',
  birth_utc: '1815-12-10T13:01:15Z',
  settings: { houseSystem: 'placidus', utcOffsetSeconds: -75 },
  snapshot: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
})!;
afterEach(() => act(() => dismissToast()));

describe('chart dialogs', () => {
  it('closes after a rename and says so in a toast', async () => {
    fakeCharts({ data: [{ id: 'chart-1' }], error: null });
    const onClose = jest.fn();
    const toasts = renderWithToaster(<RenameChartDialog chart={chart} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Chart name' }), {
      target: { value: 'Ada Lovelace' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onClose).toHaveBeenCalled();
    expect(within(toasts).getByRole('status', { hidden: true })).toHaveTextContent('Chart renamed');
  });

  it('keeps a failed rename in the open dialog, without a toast', async () => {
    fakeCharts({ data: [], error: null });
    const onClose = jest.fn();
    const toasts = renderWithToaster(<RenameChartDialog chart={chart} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Chart name' }), {
      target: { value: 'Ada L' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveTextContent('This chart no longer exists.');
    expect(within(toasts).queryByRole('status', { hidden: true })).toBeNull();
  });

  it('confirms a deletion with a toast that can undo it, putting the same chart back', async () => {
    const inserted = fakeCharts({ data: null, error: null });
    const onClose = jest.fn();
    const toasts = renderWithToaster(<DeleteChartDialog chart={saved} onClose={onClose} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(onClose).toHaveBeenCalled();
    const toast = within(toasts).getByRole('status', { hidden: true });
    expect(toast).toHaveTextContent('Chart deleted');
    await act(async () =>
      fireEvent.click(within(toast).getByRole('button', { name: 'Undo', hidden: true })),
    );
    expect(inserted).toEqual([
      expect.objectContaining({
        id: 'chart-1',
        name: 'Ada',
        created_at: '2026-11-01T10:00:00.000Z',
        time_zone: 'Europe/London',
        snapshot: null,
      }),
    ]);
    expect(within(toasts).getByRole('status', { hidden: true })).toHaveTextContent('Chart restored');
  });
});
