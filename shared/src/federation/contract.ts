import type { ComponentType } from 'react';

/** The four remotes the shell composes at run time. */
export const REMOTE_NAMES = ['chat', 'charts', 'learning', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Which remote owns which URL, and whether it needs a signed-in user. The shell must know this
 * without loading the remote: so a dead remote still gets its error page with Retry (not a 404),
 * and a signed-out visitor is redirected before any remote code is fetched.
 */
export interface RemoteRouteContract {
  path: string;
  remote: RemoteName;
  protected: boolean;
  /** Name used in breadcrumbs and the document title. */
  title: string;
}

export const REMOTE_ROUTE_TABLE = [
  { path: '/grok', remote: 'chat', protected: true, title: 'Grok AI Assistant' },
  { path: '/brains', remote: 'chat', protected: true, title: 'Brains' },
  { path: '/chat', remote: 'chat', protected: true, title: 'Brain Chat' },
  { path: '/threads', remote: 'chat', protected: true, title: 'Chat History' },
  { path: '/super-chat', remote: 'chat', protected: true, title: 'SuperChat' },
  { path: '/send-to-ai-demo', remote: 'chat', protected: true, title: 'Send to AI' },
  { path: '/calculate', remote: 'charts', protected: true, title: 'Calculate Chart' },
  { path: '/charts', remote: 'charts', protected: true, title: 'Charts' },
  { path: '/charts/:chartId', remote: 'charts', protected: true, title: 'Chart' },
  { path: '/charts/:chartId/transits', remote: 'charts', protected: true, title: 'Transits' },
  { path: '/charts/:chartId/progressions', remote: 'charts', protected: true, title: 'Progressions' },
  { path: '/charts/:chartId/returns', remote: 'charts', protected: true, title: 'Returns' },
  { path: '/synastry', remote: 'charts', protected: true, title: 'Synastry' },
  { path: '/learning', remote: 'learning', protected: true, title: 'Learning' },
  { path: '/learning/brain-info', remote: 'learning', protected: true, title: 'About the Brains' },
  { path: '/admin', remote: 'admin', protected: true, title: 'Admin Panel' },
  { path: '/creators', remote: 'admin', protected: false, title: 'Creators' },
] as const satisfies readonly RemoteRouteContract[];

/** The paths the route table gives a remote (every remote's, by default). */
export type RoutePath<R extends RemoteName = RemoteName> = Extract<
  (typeof REMOTE_ROUTE_TABLE)[number],
  { remote: R }
>['path'];

/** What a remote's `./routes` module exports: one component per path it owns. */
export interface RemoteRoute {
  path: RoutePath;
  Component: ComponentType;
}

/**
 * A remote's pages, one per path the route table gives it: a path left out, or one the table
 * does not give this remote, fails typecheck, so the table stays the one list of routes.
 */
export function defineRemoteRoutes<R extends RemoteName>(
  pages: Record<RoutePath<R>, ComponentType>,
): RemoteRoute[] {
  return (Object.keys(pages) as RoutePath<R>[]).map((path) => ({ path, Component: pages[path] }));
}

export interface RemoteRoutesModule {
  default: RemoteRoute[];
  /** The remote build's version, so a deploy can be verified from the page. */
  version: string;
}

/**
 * The global name of a remote's container. Prefixed, because a bare name like `chat` could already
 * exist on `window` (any element with id="chat"), which would fool the loader.
 */
export const federationName = (remote: RemoteName): string => `astro_${remote}`;

/** The federation id of something a remote exposes, e.g. `remoteModuleId('chat', 'SendToAi')`. */
export const remoteModuleId = (remote: RemoteName, exposed: string): string =>
  `${federationName(remote)}/${exposed}`;

/** The module id the federation runtime loads for a remote's routes. */
export const remoteRoutesId = (remote: RemoteName): string => remoteModuleId(remote, 'routes');
