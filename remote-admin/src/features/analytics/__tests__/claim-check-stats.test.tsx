// Generous limits: MUI renders slowly in jsdom on a busy machine.
jest.setTimeout(30_000);

import { createAppStore, setSupabase } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  CLAIM_STATS_FAILED,
  ClaimCheckStats,
  NO_CLAIMS_CHECKED,
} from '../components/claim-check-stats';
import { byClaimsChecked, claimCheckStatsSchema, percentWrong } from '../model/analytics';

/** The RPC as PostgREST answers it (bigint columns may come as strings). */
function renderWith(answer: () => Promise<{ data: unknown; error: unknown }>) {
  const rpc = jest.fn(answer);
  setSupabase({ rpc } as unknown as SupabaseClient);
  render(
    <Provider store={createAppStore()}>
      <ClaimCheckStats />
    </Provider>,
  );
  return rpc;
}

describe('chart claim statistics', () => {
  it('reads the RPC rows and works out the share of wrong claims', () => {
    const rows = claimCheckStatsSchema.parse([
      { model: 'brain', answers_checked: '3', claims_checked: '8', claims_wrong: '1' },
      { model: 'grok-3-latest', answers_checked: 4, claims_checked: 12, claims_wrong: 3 },
      { model: 'grok-3-mini', answers_checked: 2, claims_checked: 0, claims_wrong: 0 },
    ]);
    expect(byClaimsChecked(rows).map((r) => r.model)).toEqual([
      'grok-3-latest',
      'brain',
      'grok-3-mini',
    ]);
    expect(rows.map(percentWrong)).toEqual(['12.5%', '25%', '–']);
  });

  it('shows a table per model', async () => {
    const rpc = renderWith(async () => ({
      data: [
        { model: 'brain', answers_checked: 3, claims_checked: 8, claims_wrong: 1 },
        { model: 'grok-3-latest', answers_checked: '4', claims_checked: '12', claims_wrong: '3' },
      ],
      error: null,
    }));
    const table = await screen.findByRole('table', { name: 'Chart claims' });
    expect(rpc).toHaveBeenCalledWith('admin_claim_check_stats', {});
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ModelAnswers checkedClaims checkedWrong% wrong',
      'grok-3-latest412325%',
      'brain38112.5%',
    ]);
  });

  it('shows loading, then the empty state', async () => {
    let answer!: (value: { data: unknown; error: unknown }) => void;
    renderWith(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading chart claim checks…');
    answer({ data: [], error: null });
    expect(await screen.findByText(NO_CLAIMS_CHECKED)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the figures could not be loaded', async () => {
    renderWith(async () => ({ data: null, error: { message: 'permission denied' } }));
    expect(await screen.findByText(CLAIM_STATS_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
