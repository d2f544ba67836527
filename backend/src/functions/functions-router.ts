import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { createLimitStream, declaredTooLarge, PayloadTooLargeError } from '../gateway/body-limit';
import type { RouteContext } from '../gateway/create-gateway';
import { sendJson } from '../gateway/http-json';
import type { Logger } from '../lib/logger';

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

export function createFunctionsRouter(opts: {
  functionsDir: string;
  bodyLimit: number;
  log: Logger;
}) {
  const names = new Set(discoverFunctions(opts.functionsDir));
  const handlers = new Map<string, FunctionHandler>();

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    ctx: RouteContext,
  ): Promise<void> => {
    const name = ctx.subPath.split('/')[1] ?? '';
    if (!names.has(name)) {
      req.resume();
      sendJson(res, 404, { code: 'not_found', message: `Function "${name}" not found` });
      return;
    }
    if (declaredTooLarge(req, opts.bodyLimit)) {
      req.resume();
      sendJson(res, 413, {
        code: 'request_too_large',
        message: `Request body is larger than the limit of ${opts.bodyLimit} bytes`,
      });
      return;
    }
    let handler = handlers.get(name);
    if (!handler) {
      handler = loadHandler(join(opts.functionsDir, name, 'index.ts'));
      handlers.set(name, handler);
    }

    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const limited = hasBody ? req.pipe(createLimitStream(opts.bodyLimit)) : undefined;
    let bodyError: unknown;
    limited?.on('error', (error) => (bodyError = error));
    const abort = new AbortController();
    res.on('close', () => !res.writableFinished && abort.abort());
    const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
      method: req.method,
      headers,
      body: limited
        ? (Readable.toWeb(limited) as unknown as ReadableStream<Uint8Array>)
        : undefined,
      signal: abort.signal,
      // Required by Node's fetch implementation for streamed request bodies.
      duplex: 'half',
    } as RequestInit);

    let response: Response;
    try {
      response = await handler(request);
    } catch (error) {
      if (bodyError instanceof PayloadTooLargeError) {
        sendJson(res, 413, { code: 'request_too_large', message: bodyError.message });
        return;
      }
      opts.log.error(
        `function ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendJson(res, 500, { code: 'function_error', message: `Function "${name}" failed` });
      return;
    }
    const outHeaders: Record<string, string | string[]> = {};
    response.headers.forEach((value, key) => {
      if (key === 'set-cookie') return;
      outHeaders[key] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) outHeaders['set-cookie'] = cookies;
    res.writeHead(response.status, outHeaders);
    if (!response.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(Readable.fromWeb(response.body as unknown as NodeWebReadableStream), res).catch(
      () => res.destroy(),
    );
  };

  return { names: () => [...names], handle };
}
