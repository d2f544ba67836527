import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { RouteContext } from '../gateway/create-gateway';
import { sendJson } from '../gateway/http-json';
import { serveWeb } from '../gateway/web-service';
import type { Logger } from '../lib/logger';
import { startDenoFunctions, type DenoFunctions } from './deno-functions';
import { forwardRequest } from './forward-request';

/** A function module: web-standard, so it deploys unchanged as a Supabase Edge Function. */
export type FunctionHandler = (req: Request) => Promise<Response>;

const FUNCTION_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Lists `functions/<name>/index.ts`; folders starting with `_` hold shared code, not functions. */
export function discoverFunctions(functionsDir: string): string[] {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() &&
        FUNCTION_NAME.test(d.name) &&
        existsSync(join(functionsDir, d.name, 'index.ts')),
    )
    .map((d) => d.name)
    .sort();
}

function loadHandler(file: string): FunctionHandler {
  // Loaded through the TypeScript-aware require of the process runner (tsx).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(file) as { default?: unknown };
  if (typeof mod.default !== 'function')
    throw new Error(`${file} must default-export a request handler`);
  return mod.default as FunctionHandler;
}

/**
 * Serves `/functions/v1/<name>/…`. With the `node` runtime each function's module is loaded into
 * this process; with `deno` each runs in its own `deno serve` process, started by `warmUp`, and
 * its requests are forwarded there, so the stack serves exactly what deploys to Supabase.
 */
export function createFunctionsRouter(opts: {
  functionsDir: string;
  bodyLimit: number;
  log: Logger;
  runtime?: 'node' | 'deno';
}) {
  const names = new Set(discoverFunctions(opts.functionsDir));
  const handlers = new Map<string, FunctionHandler>();
  let deno: DenoFunctions | undefined;
  let stopped = false;

  const denoHandlerOf =
    (name: string): FunctionHandler =>
    (request) => {
      const origin = deno?.origin(name);
      if (!origin)
        return Promise.resolve(
          Response.json(
            { code: 'function_unavailable', message: `Function "${name}" is not running yet` },
            { status: 503, headers: { 'Retry-After': '1' } },
          ),
        );
      return forwardRequest(origin, request);
    };

  const handlerOf = (name: string): FunctionHandler => {
    if (opts.runtime === 'deno') return denoHandlerOf(name);
    let handler = handlers.get(name);
    if (!handler) {
      handler = loadHandler(join(opts.functionsDir, name, 'index.ts'));
      handlers.set(name, handler);
    }
    return handler;
  };
  const nameOf = (ctx: RouteContext) => ctx.subPath.split('/')[1] ?? '';

  const serve = serveWeb((route) => (request) => handlerOf(nameOf(route))(request), {
    bodyLimit: opts.bodyLimit,
    refusals: {
      tooLarge: (limit) =>
        Response.json(
          {
            code: 'request_too_large',
            message: `Request body is larger than the limit of ${limit} bytes`,
          },
          { status: 413 },
        ),
      unsupportedMethod: (method) =>
        Response.json(
          { code: 'method_not_allowed', message: `Functions do not answer ${method}` },
          { status: 405, headers: { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' } },
        ),
      badRequest: () =>
        Response.json(
          { code: 'bad_request', message: 'The request cannot be handed to a function' },
          { status: 400 },
        ),
    },
  });

  /** `/functions/v1/<name>/…` reaches the function as `/<name>/…`, as on Supabase. */
  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    ctx: RouteContext,
  ): Promise<void> => {
    const name = nameOf(ctx);
    if (!names.has(name)) {
      req.resume();
      sendJson(res, 404, { code: 'not_found', message: `Function "${name}" not found` });
      return;
    }
    try {
      await serve(req, res, ctx);
    } catch (error) {
      opts.log.error(
        `function ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { code: 'function_error', message: `Function "${name}" failed` });
    }
  };

  /**
   * Loads every function now rather than at its first request, so the work a module starts when
   * it is loaded (the grok function's sweep of abandoned answers) runs when the stack starts, as
   * it does when an Edge Function instance boots. A module that fails to load is left to its
   * first request, which reports the failure. Under Deno this starts the processes, with the
   * environment the functions read (set by the stack by then), and fails if one cannot start.
   */
  const warmUp = async (): Promise<void> => {
    if (opts.runtime === 'deno') {
      if (deno || stopped) return;
      deno = await startDenoFunctions({
        functionsDir: opts.functionsDir,
        names: [...names],
        env: { ...process.env },
        log: opts.log,
      });
      if (stopped) await deno.stop();
      return;
    }
    for (const name of names) {
      if (handlers.has(name)) continue;
      try {
        handlers.set(name, loadHandler(join(opts.functionsDir, name, 'index.ts')));
      } catch (error) {
        opts.log.error(
          `function ${name} could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  };

  const stop = async (): Promise<void> => {
    stopped = true;
    await deno?.stop();
  };

  return { names: () => [...names], handle, warmUp, stop };
}
