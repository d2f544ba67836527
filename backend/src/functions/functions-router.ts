import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createLimitStream, declaredTooLarge, PayloadTooLargeError } from '../gateway/body-limit';
import type { RouteContext } from '../gateway/create-gateway';
import { sendJson } from '../gateway/http-json';
import type { Logger } from '../lib/logger';

/** A function module: web-standard, so it deploys unchanged as a Supabase Edge Function. */
export type FunctionHandler = (req: Request) => Promise<Response>;

const FUNCTION_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Methods the Fetch API refuses to carry in a Request: no function can be asked with them. */
const UNSUPPORTED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The origin of the Request handed to a function. The Host header is the client's to choose, and
 * one that is no valid authority (`a@b`, `x y`, a port above 65535) must not stop the request:
 * functions only read the path, so such a request gets a neutral origin.
 */
function requestOrigin(host: string | undefined): string {
  if (!host) return 'http://localhost';
  try {
    const url = new URL(`http://${host}`);
    if (!url.username && !url.password && url.pathname === '/' && !url.search && !url.hash)
      return url.origin;
  } catch {
    // Falls through to the neutral origin.
  }
  return 'http://localhost';
}

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
 * A body this small, announced by its Content-Length, is read before the function is called: a
 * JSON request handed over as a buffer skips the web-stream adapter, which costs a function's
 * first answer byte a good share of a millisecond. Larger and chunked bodies stream.
 */
const BUFFERED_BODY_BYTES = 64 * 1024;

function readWhole(body: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.once('end', () => resolve(Buffer.concat(chunks)));
    body.once('error', reject);
    body.once('close', () => reject(new Error('The client closed the connection')));
  });
}

/**
 * Copies a function's answer to the client as each chunk comes, and stops reading it when the
 * client goes. A plain loop: `Readable.fromWeb` with `pipeline` adds a stream and its ticks to
 * every event of a streamed answer.
 */
async function pump(body: ReadableStream<Uint8Array>, res: ServerResponse): Promise<void> {
  const reader = body.getReader();
  const gone = new Promise<void>((resolve) => res.once('close', resolve));
  void gone.then(() => reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return;
      if (!res.write(value)) await Promise.race([once(res, 'drain'), gone]);
    }
    res.end();
  } catch {
    res.destroy();
  }
}

function webBody(body: Readable | Buffer | undefined): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (Buffer.isBuffer(body)) return new Uint8Array(body);
  return Readable.toWeb(body) as unknown as ReadableStream<Uint8Array>;
}

/** The web-standard Request a function receives, or null when the request cannot be one. */
function toFetchRequest(
  req: IncomingMessage,
  body: Readable | Buffer | undefined,
  signal: AbortSignal,
): Request | null {
  try {
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
    }
    return new Request(`${requestOrigin(req.headers.host)}${req.url ?? '/'}`, {
      method: req.method,
      headers,
      body: webBody(body),
      signal,
      // Required by Node's fetch implementation for streamed request bodies.
      duplex: 'half',
    } as RequestInit);
  } catch {
    return null;
  }
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
    if (UNSUPPORTED_METHODS.has((req.method ?? '').toUpperCase())) {
      req.resume();
      sendJson(
        res,
        405,
        { code: 'method_not_allowed', message: `Functions do not answer ${req.method}` },
        { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' },
      );
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

    // Fetch upper-cases get/head itself and then refuses a body for them.
    const method = (req.method ?? 'GET').toUpperCase();
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const limited = hasBody ? req.pipe(createLimitStream(opts.bodyLimit)) : undefined;
    let bodyError: unknown;
    limited?.on('error', (error) => (bodyError = error));
    const abort = new AbortController();
    res.on('close', () => {
      if (res.writableFinished) return;
      abort.abort();
      // A client gone mid-upload: a function still reading the body gets an error, not a wait.
      limited?.destroy(new Error('The client closed the connection'));
    });
    const declared = Number(req.headers['content-length']);
    let body: Readable | Buffer | undefined = limited;
    if (limited && Number.isInteger(declared) && declared <= BUFFERED_BODY_BYTES) {
      try {
        body = await readWhole(limited);
      } catch {
        // Gone mid-upload, or more than it announced: nobody to answer, or the limit's 413.
        if (bodyError instanceof PayloadTooLargeError)
          sendJson(res, 413, { code: 'request_too_large', message: bodyError.message });
        else res.destroy();
        return;
      }
    }
    const request = toFetchRequest(req, body, abort.signal);
    if (!request) {
      req.resume();
      sendJson(res, 400, {
        code: 'bad_request',
        message: 'The request cannot be handed to a function',
      });
      return;
    }

    let response: Response;
    try {
      response = await handler(request);
    } catch (error) {
      // The client went away; nobody is left to answer.
      if (abort.signal.aborted) return;
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
    // A function that met the cut-off body answers as best it can ("could not be read"); the
    // client is owed the real reason, as the platform's own limit would give it.
    if (bodyError instanceof PayloadTooLargeError) {
      void response.body?.cancel().catch(() => undefined);
      sendJson(res, 413, { code: 'request_too_large', message: bodyError.message });
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
    if (!response.body || method === 'HEAD') {
      res.end();
      return;
    }
    await pump(response.body, res);
  };

  /**
   * Loads every function now rather than at its first request, so the work a module starts when
   * it is loaded (the grok function's sweep of abandoned answers) runs when the stack starts, as
   * it does when an Edge Function instance boots. A module that fails to load is left to its
   * first request, which reports the failure.
   */
  const warmUp = (): void => {
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

  return { names: () => [...names], handle, warmUp };
}
