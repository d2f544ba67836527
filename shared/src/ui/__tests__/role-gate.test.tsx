import type { SupabaseClient } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { sessionChanged } from '../../auth/session-slice';
import { createAppStore } from '../../store/create-app-store';
import { setSupabase } from '../../supabase/client';
import { formatRequiredRoles, RoleGate } from '../role-gate';

type Outcome = { data: unknown; error: { message: string } | null };

/** The slice of supabase-js the roles query uses: from().select().eq(), awaited. */
function fakeSupabase(outcome: Outcome, calls: string[] = []): SupabaseClient {
  const builder = {
    select: () => builder,
    eq: (column: string, value: string) => {
      calls.push(`${column}=${value}`);
      return builder;
    },
    then: (resolve: (value: Outcome) => unknown, reject: (reason: unknown) => unknown) =>
      Promise.resolve(outcome).then(resolve, reject),
  };
  return { from: (table: string) => (calls.push(table), builder) } as unknown as SupabaseClient;
}

function renderGate(outcome: Outcome, roles: string[], message?: string) {
  const calls: string[] = [];
  setSupabase(fakeSupabase(outcome, calls));
  const store = createAppStore();
  store.dispatch(
    sessionChanged({ user: { id: 'u-1', email: 'a@example.com' }, event: 'SIGNED_IN' }),
  );
  render(
    <Provider store={store}>
      <RoleGate roles={roles} message={message}>
        <p>Secret dashboard</p>
      </RoleGate>
    </Provider>,
  );
  return calls;
}

describe('RoleGate', () => {
  it('shows its content to a user with one of the roles', async () => {
    const calls = renderGate({ data: [{ role: 'support' }], error: null }, ['admin', 'support']);
    expect(await screen.findByText('Secret dashboard')).toBeInTheDocument();
    expect(calls).toEqual(['user_roles', 'user_id=u-1']);
  });

  it('shows Restricted Access, the message and the required roles to everyone else', async () => {
    renderGate(
      { data: [{ role: 'support' }], error: null },
      ['admin'],
      'You need admin access to manage the dashboard',
    );
    expect(await screen.findByRole('heading', { name: 'Restricted Access' })).toBeInTheDocument();
    expect(screen.getByText('You need admin access to manage the dashboard')).toBeInTheDocument();
    expect(screen.getByText('Required role: admin')).toBeInTheDocument();
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument();
  });

  it('treats a failed roles fetch as no roles, with the default message', async () => {
    renderGate({ data: null, error: { message: 'network down' } }, ['admin', 'support']);
    expect(await screen.findByText("You don't have access to this feature")).toBeInTheDocument();
    expect(screen.getByText('Required role: admin or support')).toBeInTheDocument();
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument();
  });
});

describe('formatRequiredRoles', () => {
  it('joins roles the way a sentence does', () => {
    expect(formatRequiredRoles(['admin'])).toBe('admin');
    expect(formatRequiredRoles(['admin', 'support'])).toBe('admin or support');
    expect(formatRequiredRoles(['a', 'b', 'c'])).toBe('a, b or c');
  });
});
