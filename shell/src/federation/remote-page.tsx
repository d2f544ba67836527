import { LoadingFallback, type RemoteName } from '@astro/shared';
import { Suspense, use, useState } from 'react';
import { loadRemoteRoutes, resetRemote } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

const AREA_NAMES: Record<RemoteName, string> = {
  chat: 'Chat',
  charts: 'Charts',
  learning: 'Learning',
  admin: 'Admin',
};

function RemoteRouteContent({ remote, path }: { remote: RemoteName; path: string }) {
  // The promise is cached per remote, so every render sees the same one until Retry resets it.
  const { default: routes, version } = use(loadRemoteRoutes(remote));
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`The ${remote} remote has no page for ${path}`);
  const { Component } = route;
  return (
    <div data-remote={remote} data-remote-version={version}>
      <Component />
    </div>
  );
}

/** Renders the page a remote provides for `path`, isolated behind its own error boundary. */
export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
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
        <RemoteRouteContent remote={remote} path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
