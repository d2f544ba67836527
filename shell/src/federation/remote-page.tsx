import { LoadingFallback, REMOTE_ROUTE_TABLE, type RemoteName, type RemoteRoute } from '@astro/shared';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadRemoteRoutes, resetRemote } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

const AREA_NAMES: Record<RemoteName, string> = {
  chat: 'Chat',
  charts: 'Charts',
  learning: 'Learning',
  admin: 'Admin',
};

function lazyRoute(remote: RemoteName, path: string): ComponentType {
  return lazy(async () => {
    const routes: RemoteRoute[] = await loadRemoteRoutes(remote);
    const route = routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`The ${remote} remote has no page for ${path}`);
    // The remote's component may itself be lazy; React cannot resolve a lazy to another lazy.
    const { Component } = route;
    return { default: () => <Component /> };
  });
}

/** Renders the page a remote provides for `path`, isolated behind its own error boundary. */
export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry really loads again.
  const Page = useMemo(() => lazyRoute(remote, path), [remote, path, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <RemoteErrorBoundary
      key={attempt}
      area={AREA_NAMES[remote]}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((value) => value + 1);
      }}
    >
      <Suspense fallback={<LoadingFallback />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** The remote-owned routes of the shared contract, for the shell's route table. */
export const remoteRouteContracts = REMOTE_ROUTE_TABLE;
