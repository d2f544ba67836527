import { createAppStore, dismissToast, setSupabase, Toaster } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { DeleteChartDialog } from '../components/delete-chart-dialog';
import { RenameChartDialog } from '../components/rename-chart-dialog';

/** A charts table that answers every write with `answer`. */
function fakeCharts(answer: { data: unknown; error: { message: string } | null }) {
  const query: Record<string, unknown> = {};
  for (const method of ['update', 'delete', 'eq', 'select']) query[method] = () => query;
  query.then = (resolve: (value: unknown) => void) => resolve(answer);
  setSupabase({ from: () => query } as unknown as SupabaseClient);
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

  it('confirms a deletion with a toast', async () => {
    fakeCharts({ data: null, error: null });
    const onClose = jest.fn();
    const toasts = renderWithToaster(<DeleteChartDialog chart={chart} onClose={onClose} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(onClose).toHaveBeenCalled();
    expect(within(toasts).getByRole('status', { hidden: true })).toHaveTextContent('Chart deleted');
  });
});
