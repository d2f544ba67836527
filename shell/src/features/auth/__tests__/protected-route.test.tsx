import {
  connectSessionSource,
  createAppStore,
  type AuthEventName,
  type SessionSource,
  type SessionUser,
} from '@astro/shared';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from '@astro/shared';
import { ProtectedRoute } from '../components/protected-route';

/** A session source the test drives by hand. */
function manualSource() {
  let emit: (user: SessionUser | null, event: AuthEventName) => void = () => undefined;
  const source: SessionSource = {
    subscribe(listener) {
      emit = listener;
      return () => undefined;
    },
  };
  return { source, emit: (user: SessionUser | null, event: AuthEventName) => act(() => emit(user, event)) };
}

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {(location.state as { from?: string } | null)?.from}</p>;
}

function renderAt(path: string) {
  const store = createAppStore();
  const { source, emit } = manualSource();
  connectSessionSource(source, store.dispatch);
  const router = createMemoryRouter(
    [
      { path: '/charts', element: <ProtectedRoute><p>my charts</p></ProtectedRoute> },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { emit };
}

describe('ProtectedRoute', () => {
  it('shows a spinner while the session loads, then the page for a signed-in user', () => {
    const { emit } = renderAt('/charts');
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByText('my charts')).not.toBeInTheDocument();
    emit({ id: 'u1', email: 'ada@example.com' }, 'INITIAL_SESSION');
    expect(screen.getByText('my charts')).toBeInTheDocument();
  });

  it('redirects a visitor without a session to /login, remembering the page', () => {
    const { emit } = renderAt('/charts?sort=name');
    emit(null, 'INITIAL_SESSION');
    expect(screen.getByText('login page, from /charts?sort=name')).toBeInTheDocument();
  });

  it('sends the user to /login when they sign out', () => {
    const { emit } = renderAt('/charts');
    emit({ id: 'u1', email: 'ada@example.com' }, 'SIGNED_IN');
    expect(screen.getByText('my charts')).toBeInTheDocument();
    emit(null, 'SIGNED_OUT');
    expect(screen.getByText(/login page/)).toBeInTheDocument();
  });
});
