import type { ComponentType } from 'react';
/** The four remotes the shell composes at run time. */
export declare const REMOTE_NAMES: readonly ["chat", "charts", "learning", "admin"];
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
export declare const REMOTE_ROUTE_TABLE: readonly RemoteRouteContract[];
/** What a remote's `./routes` module exports: one component per path it owns. */
export interface RemoteRoute {
    path: string;
    Component: ComponentType;
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
export declare const federationName: (remote: RemoteName) => string;
/** The federation id of something a remote exposes, e.g. `remoteModuleId('chat', 'SendToAi')`. */
export declare const remoteModuleId: (remote: RemoteName, exposed: string) => string;
/** The module id the federation runtime loads for a remote's routes. */
export declare const remoteRoutesId: (remote: RemoteName) => string;
