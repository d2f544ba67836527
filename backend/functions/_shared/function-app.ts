import { Hono } from 'hono';
import type { BlankEnv, BlankSchema } from 'hono/types';
import { corsPreflight, errorJson, methodNotAllowed } from './http';
import { describeError, logError } from './log';

/** A function's route table; its paths are written below the function's name. */
export type FunctionApp = Hono<BlankEnv, BlankSchema, string>;

/** A request handler, as the local stack and the unit tests call it. */
export type FunctionHandler = (req: Request) => Promise<Response>;

/**
 * What `functions/<name>/index.ts` default-exports: a handler that is also a declarative server
 * (`export default { fetch }`), which `deno serve` and Supabase's Edge Runtime serve themselves.
 */
export type FunctionEntry = FunctionHandler & { fetch: FunctionHandler };

/**
 * The methods the table answers at `path`, in the order they were declared. Middleware (method
 * ALL) answers nothing by itself, so it does not count.
 */
function allowedMethods(app: FunctionApp, path: string): string[] {
  const declared = new Set(app.routes.map((route) => route.method).filter((m) => m !== 'ALL'));
  return [...declared].filter((method) =>
    app.router.match(method, path)[0].some(([[, route]]) => route.method === method),
  );
}

/** The path below the function's name, as a person wrote it (still percent-encoded). */
function pathBelow(url: string, name: string): string {
  const { pathname } = new URL(url);
  const base = `/${name}`;
  const below =
    pathname === base || pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
  return below.replace(/\/+$/, '') || '/';
}

/**
 * The route table of the function `name`. Requests arrive as `/<name>/<rest>` (hosted Supabase
 * and the local stack alike), so routes are written as `/<rest>`; a trailing slash is ignored.
 * A path the table does not know is a 404 with `notFoundMessage`, which lists what exists; a
 * known path asked with another method is a 405 whose Allow header is read from the table, since
 * Hono itself has no 405.
 */
export function createFunctionApp(
  name: string,
  notFoundMessage: (path: string) => string,
): FunctionApp {
  const app: FunctionApp = new Hono({ strict: false }).basePath(`/${name}`);
  app.notFound((c) => {
    const allowed = allowedMethods(app, c.req.path);
    if (allowed.length > 0) return methodNotAllowed(allowed.join(', '));
    return errorJson(404, 'not_found', notFoundMessage(pathBelow(c.req.url, name)));
  });
  // Hono would turn a thrown error into a plain-text 500. Thrown on, it reaches the platform (the
  // local stack's router logs it and answers `function_error`), as before the table existed.
  app.onError((error) => {
    throw error;
  });
  return app;
}

/**
 * The function's entry for a finished table. A CORS preflight is answered on any path, before
 * routing, as browsers send it without credentials. Hono answers HEAD with a path's GET route;
 * here only a path that declares HEAD (`app.on(['GET', 'HEAD'], …)`) does, so a GET route that
 * costs work (a provider call) is not run for a HEAD nobody asked the table for.
 */
export function serveFunction(app: FunctionApp): FunctionEntry {
  const handler: FunctionHandler = async (req) => {
    if (req.method === 'OPTIONS') return corsPreflight();
    if (req.method === 'HEAD') {
      const allowed = allowedMethods(app, app.getPath(req));
      if (allowed.length > 0 && !allowed.includes('HEAD'))
        return methodNotAllowed(allowed.join(', '));
    }
    return app.fetch(req);
  };
  // The runtime binds the port: `deno serve` and the Edge Runtime call the default export's own
  // `fetch`, and the local stack calls the handler. Serving from the module too (Deno.serve when
  // it loads) would bind a second server wherever the runtime already serves the export.
  // There a thrown error would become a plain-text 500, so the runtime's entry answers the same
  // JSON as the local stack's router, and both runtimes agree.
  const served: FunctionHandler = async (req) => {
    try {
      return await handler(req);
    } catch (error) {
      const name = new URL(req.url).pathname.split('/')[1] ?? '';
      logError(`function ${name} failed: ${describeError(error)}`);
      return errorJson(500, 'function_error', `Function "${name}" failed`);
    }
  };
  return Object.assign(handler, { fetch: served });
}
