import {
  createAppStore,
  createMemoryRouter,
  RouterProvider,
  sessionChanged,
  setSupabase,
} from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { setTestEnvConfig } from '../../../lib/__tests__/test-env';
import {
  ChartAttachments,
  CHARTS_LOAD_FAILED,
  NO_SAVED_CHARTS,
  type ChartAttachmentsProps,
} from '../components/chart-attachments';
import type { ChartLimit } from '../model/attached-charts';

// MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

const CHARTS = [
  {
    id: '8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f31',
    name: 'My birth chart',
    birth_date: '1990-05-15',
    created_at: '2026-01-02T10:00:00Z',
  },
  {
    id: '8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f32',
    name: 'Sam',
    birth_date: '1988-11-02',
    created_at: '2026-01-01T10:00:00Z',
  },
];

interface Reads {
  table?: string;
  columns?: string;
  order?: unknown[];
}

/** PostgREST as supabase-js calls it: the charts, or a failure. */
function backend(result: { data: unknown; error: unknown }) {
  const reads: Reads = {};
  const chain: Record<string, unknown> = {
    select: (columns: string) => ((reads.columns = columns), chain),
    order: (...args: unknown[]) => ((reads.order = args), chain),
    then: (resolve: (value: unknown) => void) => resolve(result),
  };
  setSupabase({
    from: (table: string) => ((reads.table = table), chain),
  } as unknown as SupabaseClient);
  return reads;
}

function Harness({
  initial = [],
  limit,
  onChange,
  ...rest
}: Partial<ChartAttachmentsProps> & { initial?: string[]; limit: ChartLimit }) {
  const [ids, setIds] = useState(initial);
  return (
    <ChartAttachments
      chartIds={ids}
      limit={limit}
      onChange={(next) => {
        setIds(next);
        onChange?.(next);
      }}
      {...rest}
    />
  );
}

function renderAttachments(props: Parameters<typeof Harness>[0]) {
  setTestEnvConfig('http://stack.test');
  const store = createAppStore();
  store.dispatch(
    sessionChanged({ user: { id: 'user-1', email: 'u@example.com' }, event: 'SIGNED_IN' }),
  );
  const router = createMemoryRouter(
    [
      { path: '/chat', element: <Harness {...props} /> },
      { path: '/calculate', element: <p>Calculate page</p> },
    ],
    { initialEntries: ['/chat'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const openPicker = async (name: string | RegExp = 'Attach chart') => {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
};

/** Removes a chip; focus then moves to the picker, whose focus ripple settles. */
const removeChart = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
};

describe('ChartAttachments', () => {
  it('lists the saved charts, newest first, and attaches the one picked as a chip', async () => {
    const reads = backend({ data: CHARTS, error: null });
    const onChange = jest.fn();
    renderAttachments({ limit: 1, onChange });
    expect(screen.getByRole('button', { name: 'Attach chart' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    const menu = await openPicker();
    // The menu first holds a "Loading your charts…" row; wait for the charts themselves.
    await within(menu).findByText('My birth chart');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My birth chart15 May 1990',
      'Sam2 Nov 1988',
    ]);
    expect(reads).toEqual({
      table: 'charts',
      columns: 'id,name,birth_date,created_at',
      order: ['created_at', { ascending: false }],
    });

    fireEvent.click(items[0]!);
    expect(onChange).toHaveBeenLastCalledWith(['8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f31']);
    const chips = screen.getByRole('list', { name: 'Attached charts' });
    expect(within(chips).getByRole('listitem')).toHaveTextContent('My birth chart15 May 1990');

    // With room for one chart, picking another replaces it.
    fireEvent.click(within(await openPicker('Change chart')).getByText('Sam'));
    expect(onChange).toHaveBeenLastCalledWith(['8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f32']);

    await removeChart('Remove chart Sam');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list', { name: 'Attached charts' })).not.toBeInTheDocument();
    // Focus moves on to the picker instead of being lost with the removed chip.
    expect(screen.getByRole('button', { name: 'Attach chart' })).toHaveFocus();
  });

  it('takes two charts when the brain compares two, and offers no third', async () => {
    backend({ data: CHARTS, error: null });
    renderAttachments({ limit: 2, initial: ['8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f31'] });
    const chips = screen.getByRole('list', { name: 'Attached charts' });
    expect(await within(chips).findByText('My birth chart')).toBeInTheDocument();
    const menu = await openPicker('Attach another chart');
    const attached = within(menu).getByRole('menuitem', { name: /My birth chart/ });
    expect(attached).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Sam/ }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Attach/ })).not.toBeInTheDocument();
  });

  it('asks for a chart, and without saved charts links to the calculator', async () => {
    backend({ data: [], error: null });
    const router = renderAttachments({
      limit: 1,
      request: 'Natal Chart Guide reads your saved chart — attach one.',
    });
    const request = screen.getByTestId('chart-request');
    expect(request).toHaveTextContent('Natal Chart Guide reads your saved chart — attach one.');
    expect(await within(request).findByText(NO_SAVED_CHARTS, { exact: false })).toBeInTheDocument();
    const menu = await openPicker();
    expect(within(menu).getByRole('menuitem', { name: NO_SAVED_CHARTS })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Calculate and save a chart' }));
    expect(router.state.location.pathname).toBe('/calculate');
  });

  it('says when the charts could not be loaded', async () => {
    backend({ data: null, error: { message: 'boom' } });
    renderAttachments({ limit: 1 });
    const menu = await openPicker();
    expect(await within(menu).findByText(CHARTS_LOAD_FAILED)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps a chart that can no longer be read removable', async () => {
    backend({ data: CHARTS, error: null });
    renderAttachments({ limit: 1, initial: ['deleted-chart'] });
    expect(await screen.findByText('A chart you can no longer open')).toBeInTheDocument();
    await removeChart('Remove chart');
    expect(screen.queryByText('A chart you can no longer open')).not.toBeInTheDocument();
  });
});
