import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import {
  createLimitStream,
  declaredTooLarge,
  discardRestOfBody,
  PayloadTooLargeError,
} from './body-limit';
import type { RouteContext, RouteHandler } from './create-gateway';

/**
 * What a web-standard service may still need from Node: the raw request (its socket's address,
 * for the client's IP) and a way to start work only once its answer is on its way.
 */
export interface NodeBindings {
  incoming: IncomingMessage;
  /** Runs `task` after the response has been written, e.g. mail that must not delay the answer. */
  afterResponse(task: () => void): void;
}

/** A service written against the Fetch API, as Hono's `app.fetch` is. */
export type WebHandler = (request: Request, env: NodeBindings) => Response | Promise<Response>;

/** The service's own answers (each in its own error shape) for requests that never reach it. */
export interface WebServiceRefusals {
  tooLarge(limit: number): Response;
  /** A method the Fetch API cannot carry (TRACE, CONNECT). */
  unsupportedMethod(method: string): Response;
  /** Headers no Request can be built from. */
  badRequest(): Response;
}

/** Methods the Fetch API refuses to carry in a Request. */
const UNSUPPORTED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * A body this small, announced by its Content-Length, is read before the service is called: a
 * JSON request handed over as a buffer skips the web-stream adapter, which costs a first answer
 * byte a good share of a millisecond. Larger and chunked bodies stream.
 */
const BUFFERED_BODY_BYTES = 64 * 1024;

/**
 * The origin of the Request. The Host header is the client's to choose, and one that is no valid
 * authority (`a@b`, `x y`, a port above 65535) must not stop the request: services read only the
 * path, so such a request gets a neutral origin.
 */
export function requestOrigin(host: string | undefined): string {
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
 * Copies an answer to the client as each chunk comes, and stops reading it when the client goes.
 * A plain loop: `Readable.fromWeb` with `pipeline` adds a stream and its ticks to every event of
 * a streamed answer.
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

/**
 * The Request a service receives, addressed by the path below the service's prefix (so
 * `/functions/v1/grok/models` reaches the grok function as `/grok/models`, as on Supabase), or
 * null when the request cannot be one.
 */
function toFetchRequest(
  req: IncomingMessage,
  route: RouteContext,
  body: Readable | Buffer | undefined,
  signal: AbortSignal,
): Request | null {
  try {
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
    }
    const path = route.rawSubPath || '/';
    const search = route.rawQuery ? `?${route.rawQuery}` : '';
    return new Request(`${requestOrigin(req.headers.host)}${path}${search}`, {
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

async function writeResponse(
  res: ServerResponse,
  response: Response,
  method: string,
): Promise<void> {
  const outHeaders: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    outHeaders[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outHeaders['set-cookie'] = cookies;
  res.writeHead(response.status, outHeaders);
  if (!response.body || method === 'HEAD') {
    void response.body?.cancel().catch(() => undefined);
    res.end();
    return;
  }
  await pump(response.body, res);
}

/**
 * Serves a web-standard handler (a Hono app, an Edge Function) on the gateway: the request body
 * is capped at `bodyLimit` while it streams, a client gone mid-upload makes the handler's body
 * read fail instead of wait, and a client gone mid-answer aborts the request's signal.
 *
 * A handler that throws is the gateway's to answer (500), unless the body was cut by the limit:
 * the client is then owed the limit's 413, whatever the handler made of the cut-off body.
 */
export function serveWeb(
  handlerFor: (route: RouteContext) => WebHandler,
  opts: { bodyLimit: number; refusals: WebServiceRefusals },
): RouteHandler {
  const { refusals } = opts;
  return async (req: IncomingMessage, res: ServerResponse, route: RouteContext) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const refuse = (response: Response) => {
      discardRestOfBody(req);
      return writeResponse(res, response, method);
    };
    if (UNSUPPORTED_METHODS.has(method)) return refuse(refusals.unsupportedMethod(method));
    if (declaredTooLarge(req, opts.bodyLimit)) return refuse(refusals.tooLarge(opts.bodyLimit));
    const serve = handlerFor(route);

    // Fetch refuses a body for GET and HEAD.
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const limited = hasBody ? req.pipe(createLimitStream(opts.bodyLimit)) : undefined;
    let bodyError: unknown;
    limited?.on('error', (error) => (bodyError = error));
    const abort = new AbortController();
    res.on('close', () => {
      if (res.writableFinished) return;
      abort.abort();
      limited?.destroy(new Error('The client closed the connection'));
    });
    const cutByLimit = () => bodyError instanceof PayloadTooLargeError;
    const declared = Number(req.headers['content-length']);
    let body: Readable | Buffer | undefined = limited;
    if (limited && Number.isInteger(declared) && declared <= BUFFERED_BODY_BYTES) {
      try {
        body = await readWhole(limited);
      } catch {
        // Gone mid-upload (nobody to answer), or more than it announced (the limit's 413).
        if (cutByLimit()) await refuse(refusals.tooLarge(opts.bodyLimit));
        else res.destroy();
        return;
      }
    }
    const request = toFetchRequest(req, route, body, abort.signal);
    if (!request) return refuse(refusals.badRequest());

    const after: Array<() => void> = [];
    let response: Response;
    try {
      response = await serve(request, { incoming: req, afterResponse: (task) => after.push(task) });
    } catch (error) {
      if (abort.signal.aborted) return;
      if (cutByLimit()) return refuse(refusals.tooLarge(opts.bodyLimit));
      throw error;
    }
    if (cutByLimit()) {
      void response.body?.cancel().catch(() => undefined);
      return refuse(refusals.tooLarge(opts.bodyLimit));
    }
    await writeResponse(res, response, method);
    for (const task of after) task();
  };
}
