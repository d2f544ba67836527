import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';
import { AnswerShaper, type AnswerSink } from './answer-shaper';
import { writeHeadFromList } from './header-list';

export { HOP_BY_HOP } from './answer-shaper';

export interface AnswerRelayHooks {
  /** PostgREST could not be reached, or dropped the connection before answering. */
  failedBeforeAnswer(error: Error): void;
  /** The answer to send instead of PostgREST's: it lost its database mid-statement. */
  unavailable(res: ServerResponse): void;
}

/**
 * Relays PostgREST's answer to the client as undici hands it over, shaped by `AnswerShaper`. A
 * client that leaves aborts the upstream request.
 */
export class AnswerRelay implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private readonly shaper: AnswerShaper;

  constructor(
    req: IncomingMessage,
    private readonly res: ServerResponse,
    /** The gateway's own headers, not yet on `res`: written with PostgREST's in one list. */
    own: readonly string[],
    private readonly hooks: AnswerRelayHooks,
  ) {
    const sink: AnswerSink = {
      method: req.method ?? 'GET',
      writeHead: (status, list, contentLength) =>
        writeHeadFromList(res, status, list, contentLength),
      write: (chunk) => res.write(chunk),
      onceDrained: (resume) => res.once('drain', resume),
      end: (body) => res.end(body),
      destroy: () => res.destroy(),
      unavailable: () => hooks.unavailable(res),
    };
    this.shaper = new AnswerShaper(sink, own);
    res.once('close', () => {
      if (!res.writableFinished) this.controller?.abort(new Error('the client went away'));
    });
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.res.destroyed) controller.abort(new Error('the client went away'));
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    this.shaper.start(statusCode, headers);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.shaper.data(chunk, controller);
  }

  onResponseEnd(): void {
    this.shaper.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    // Cut while the answer was being relayed: the client's connection is cut too, so it cannot
    // take a partial answer for a whole one.
    if (this.shaper.answered || this.res.headersSent) this.res.destroy();
    else this.hooks.failedBeforeAnswer(error);
  }
}
