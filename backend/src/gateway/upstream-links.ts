import { connect, type Socket } from 'node:net';
import type { PostgrestAddress } from '../postgrest/postgrest-socket';
import { sameAddress } from './rest-proxy';

/** Whoever uses a link for one request: it gets the link's bytes and its end. */
export interface LinkUser {
  upstreamData(chunk: Buffer): void;
  upstreamClosed(): void;
}

/** Idle connections to PostgREST kept for the next requests. */
const MAX_IDLE = 128;

/**
 * One raw kept-alive connection to PostgREST. Its listeners are attached once, for its whole
 * life, and pass events to the request using it: adding and removing listeners per request
 * would cost more than the forwarding itself.
 */
export class UpstreamLink {
  user: LinkUser | undefined;
  constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => this.user?.upstreamData(chunk));
    socket.on('close', () => {
      const user = this.user;
      this.user = undefined;
      user?.upstreamClosed();
    });
    socket.on('error', () => undefined);
  }
}

/** The pool of links, reconnected wherever PostgREST listens now. */
export class UpstreamLinks {
  private idle: UpstreamLink[] = [];
  private address: PostgrestAddress | undefined;
  private readonly all = new Set<UpstreamLink>();
  /** The Host header PostgREST gets, as an HTTP client of that address would send it. */
  host = '';

  constructor(private readonly where: () => PostgrestAddress) {}

  /** A link for `user`, and whether it was used before (and so may have been closed since). */
  take(user: LinkUser): { link: UpstreamLink; reused: boolean } {
    const address = this.where();
    if (!sameAddress(address, this.address)) {
      // PostgREST came back elsewhere: the old connections lead nowhere.
      for (const link of this.idle) link.socket.destroy();
      this.idle = [];
      this.address = address;
      this.host = 'socketPath' in address ? 'localhost' : `127.0.0.1:${address.port}`;
    }
    let link = this.idle.pop();
    const reused = link !== undefined;
    if (!link) {
      const socket =
        'socketPath' in address ? connect(address.socketPath) : connect(address.port, '127.0.0.1');
      socket.setNoDelay(true);
      const fresh = new UpstreamLink(socket);
      this.all.add(fresh);
      socket.once('close', () => {
        this.all.delete(fresh);
        const at = this.idle.indexOf(fresh);
        if (at !== -1) this.idle.splice(at, 1);
      });
      link = fresh;
    }
    link.user = user;
    return { link, reused };
  }

  /** Back to the pool after a whole answer; `keep` false closes it instead. */
  release(link: UpstreamLink, keep: boolean): void {
    link.user = undefined;
    if (!keep || link.socket.destroyed || this.idle.length >= MAX_IDLE) link.socket.destroy();
    else this.idle.push(link);
  }

  destroyAll(): void {
    for (const link of this.all) link.socket.destroy();
    this.idle = [];
  }
}
