import type { JWTPayload } from 'jose';
import WebSocket from 'ws';
import { z } from 'zod';
import { RateLimiter } from '../auth/rate-limiter';
import type { Logger } from '../lib/logger';
import { checkAccessToken, type Claims, type TokenCheck } from './access-token';
import { parseJoinPayload } from './join-payload';
import {
  decodeBinaryFrame,
  decodeTextFrame,
  encodeFrame,
  replyPayload,
  type PhoenixMessage,
  type Ref,
  type Vsn,
} from './phoenix-frames';
import type { RealtimeSettings } from './realtime-settings';
import type { Binding, Subscriber, SubscriptionRegistry } from './subscriptions';
import type { TableCatalog } from './table-catalog';

export interface ConnectionDeps {
  catalog: TableCatalog;
  registry: SubscriptionRegistry;
  settings: RealtimeSettings;
  verifyToken: (token: string) => Promise<JWTPayload>;
  /** The anon and service-role keys, which stand for their own claims when sent as a token. */
  isApiKey: (token: string) => boolean;
  log: Logger;
}

/** Messages a client may have waiting for their turn before it is considered abusive. */
const MAX_PENDING_MESSAGES = 1000;
const MAX_TIMER_MS = 2 ** 31 - 1;

const accessTokenPayload = z.object({ access_token: z.string().min(1).max(16_384) }).passthrough();

class JoinedChannel implements Subscriber {
  active = true;
  bindings: Binding[] = [];
  exp: number | undefined;
  expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly topic: string,
    readonly joinRef: Ref,
    readonly vsn: Vsn,
    public role: string,
    public claimsJson: string,
    private readonly connection: RealtimeConnection,
  ) {}

  /** The topic without its `realtime:` prefix, as system messages name the channel. */
  get name(): string {
    return this.topic.slice('realtime:'.length);
  }

  send(frame: string): void {
    this.connection.sendFrame(frame);
  }
}

/**
 * One client socket speaking Phoenix channels. Messages are handled one at a time in arrival
 * order (a join finishes before the next message of the same client is read), and every bad
 * message gets an error reply on its own topic when it has one.
 */
export class RealtimeConnection {
  private readonly channels = new Map<string, JoinedChannel>();
  private readonly joins = new RateLimiter(1000);
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;
  private closed = false;
  private apiKeyClaims: Promise<TokenCheck> | undefined;
  private lastToken: { token: string; check: TokenCheck } | undefined;
  lastSeen = Date.now();

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    private readonly apiKey: string,
    private readonly deps: ConnectionDeps,
  ) {
    ws.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    ws.on('close', () => this.dispose());
    // ws reports protocol violations (e.g. a frame over maxPayload) here and then closes.
    ws.on('error', (error) => deps.log.debug(`realtime: socket error: ${error.message}`));
  }

  get channelCount(): number {
    return this.channels.size;
  }

  close(code: number, reason: string): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING)
      this.ws.close(code, reason);
  }

  terminate(): void {
    this.ws.terminate();
  }

  sendFrame(frame: string): void {
    if (this.closed || this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > this.deps.settings.maxBufferedBytes) {
      // Buffering without bound for a reader that never catches up would exhaust memory.
      this.deps.log.error('realtime: closing a client that does not read its messages');
      this.ws.close(1013, 'client too slow');
      return;
    }
    this.ws.send(frame);
  }

  private onFrame(data: WebSocket.RawData, isBinary: boolean): void {
    this.lastSeen = Date.now();
    if (this.pending >= MAX_PENDING_MESSAGES) {
      this.ws.close(1008, 'too many messages');
      return;
    }
    const buffer = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    const decoded = isBinary
      ? decodeBinaryFrame(buffer)
      : decodeTextFrame(this.vsn, buffer.toString('utf8'));
    this.pending++;
    this.chain = this.chain
      .then(async () => {
        if (this.closed) return;
        if (decoded.ok) await this.handle(decoded.message);
        else if (decoded.topic !== undefined)
          this.reply(decoded.joinRef ?? null, decoded.ref ?? null, decoded.topic, 'error', {
            reason: decoded.reason,
          });
        else this.ws.close(1007, decoded.reason.slice(0, 120));
      })
      .catch((error: unknown) => {
        this.deps.log.error(`realtime: failed to handle a message: ${String(error)}`);
      })
      .finally(() => {
        this.pending--;
      });
  }

  private reply(
    joinRef: Ref,
    ref: Ref,
    topic: string,
    status: 'ok' | 'error',
    response: Record<string, unknown>,
  ) {
    this.sendFrame(
      encodeFrame(this.vsn, joinRef, ref, topic, 'phx_reply', replyPayload(status, response)),
    );
  }

  private async handle(m: PhoenixMessage): Promise<void> {
    if (m.topic === 'phoenix') {
      if (m.event === 'heartbeat') this.reply(null, m.ref, 'phoenix', 'ok', {});
      else this.reply(m.joinRef, m.ref, m.topic, 'error', { reason: `unknown event "${m.event}"` });
      return;
    }
    if (m.event === 'phx_join') return this.join(m);
    const channel = this.channels.get(m.topic);
    if (!channel) {
      // Leaving something already gone is not an error; anything else on it is.
      if (m.event === 'phx_leave') this.reply(m.joinRef, m.ref, m.topic, 'ok', {});
      else this.reply(m.joinRef, m.ref, m.topic, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (m.event) {
      case 'phx_leave':
        this.reply(m.joinRef, m.ref, m.topic, 'ok', {});
        this.stopChannel(channel, false);
        return;
      case 'access_token':
        return this.refreshToken(channel, m);
      default:
        this.reply(m.joinRef, m.ref, m.topic, 'error', {
          reason: `unsupported event "${m.event}"`,
        });
    }
  }

  private async claimsFor(token: string | undefined): Promise<TokenCheck> {
    if (!token || this.deps.isApiKey(token)) {
      this.apiKeyClaims ??= checkAccessToken(this.apiKey, this.deps.verifyToken);
      return this.apiKeyClaims;
    }
    const cached = this.lastToken;
    if (cached?.token === token && (!cached.check.ok || !isExpired(cached.check.claims)))
      return cached.check;
    const check = await checkAccessToken(token, this.deps.verifyToken);
    this.lastToken = { token, check };
    return check;
  }

  private async join(m: PhoenixMessage): Promise<void> {
    const fail = (reason: string) => this.reply(m.joinRef, m.ref, m.topic, 'error', { reason });
    const { settings, catalog, registry } = this.deps;
    if (!m.topic.startsWith('realtime:')) return fail('unmatched topic');
    if (!this.joins.take('join', settings.maxJoinsPerSecond))
      return fail('Too many joins per second');
    const existing = this.channels.get(m.topic);
    if (!existing && this.channels.size >= settings.maxChannelsPerConnection)
      return fail(
        `Too many channels (at most ${settings.maxChannelsPerConnection} per connection)`,
      );
    const request = parseJoinPayload(m.payload, catalog, settings.maxBindingsPerChannel);
    if (!request.ok) return fail(request.reason);
    const check = await this.claimsFor(request.accessToken);
    if (!check.ok) return fail(check.reason);
    if (this.closed) return;

    // A second join of the same topic replaces the first, as in Phoenix.
    const previous = this.channels.get(m.topic);
    if (previous) this.stopChannel(previous, false);
    if (this.channels.size >= settings.maxChannelsPerConnection)
      return fail(
        `Too many channels (at most ${settings.maxChannelsPerConnection} per connection)`,
      );

    const channel = new JoinedChannel(
      m.topic,
      m.joinRef,
      this.vsn,
      check.claims.role,
      check.claims.json,
      this,
    );
    channel.exp = check.claims.exp;
    channel.bindings = request.bindings.map((b) => ({
      id: registry.newId(),
      event: b.event,
      schema: b.schema,
      table: b.table,
      conditions: b.conditions,
      subscriber: channel,
    }));
    this.channels.set(m.topic, channel);
    registry.add(channel.bindings);
    this.reply(m.joinRef, m.ref, m.topic, 'ok', {
      postgres_changes: request.bindings.map((b, i) => ({ ...b.raw, id: channel.bindings[i]!.id })),
    });
    if (channel.bindings.length)
      this.system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    this.scheduleExpiry(channel);
  }

  private async refreshToken(channel: JoinedChannel, m: PhoenixMessage): Promise<void> {
    const payload = accessTokenPayload.safeParse(m.payload);
    if (!payload.success) {
      this.reply(m.joinRef, m.ref, m.topic, 'error', {
        reason: 'access_token must be a non-empty string',
      });
      return;
    }
    const check = await this.claimsFor(payload.data.access_token);
    if (!channel.active) return;
    if (!check.ok) {
      this.system(channel, 'system', 'error', check.reason);
      this.stopChannel(channel, true);
      return;
    }
    this.applyClaims(channel, check.claims);
    this.reply(m.joinRef, m.ref, m.topic, 'ok', {});
  }

  private applyClaims(channel: JoinedChannel, claims: Claims): void {
    channel.role = claims.role;
    channel.claimsJson = claims.json;
    channel.exp = claims.exp;
    this.scheduleExpiry(channel);
  }

  private scheduleExpiry(channel: JoinedChannel): void {
    clearTimeout(channel.expiryTimer);
    channel.expiryTimer = undefined;
    if (channel.exp === undefined) return;
    const wait = Math.min(Math.max(channel.exp * 1000 - Date.now(), 0), MAX_TIMER_MS);
    channel.expiryTimer = setTimeout(() => {
      if (!channel.active) return;
      if (channel.exp !== undefined && channel.exp * 1000 > Date.now())
        return this.scheduleExpiry(channel);
      const ago = channel.exp === undefined ? 0 : Math.floor(Date.now() / 1000 - channel.exp);
      this.system(channel, 'system', 'error', `Token has expired ${Math.max(ago, 0)} seconds ago`);
      this.stopChannel(channel, true);
    }, wait);
    channel.expiryTimer.unref();
  }

  private system(
    channel: JoinedChannel,
    extension: string,
    status: 'ok' | 'error',
    message: string,
  ): void {
    this.sendFrame(
      encodeFrame(
        this.vsn,
        channel.joinRef,
        null,
        channel.topic,
        'system',
        JSON.stringify({ channel: channel.name, extension, status, message }),
      ),
    );
  }

  /** Stops a channel's deliveries; `notify` tells the client with phx_close. */
  private stopChannel(channel: JoinedChannel, notify: boolean): void {
    if (!channel.active) return;
    channel.active = false;
    clearTimeout(channel.expiryTimer);
    this.deps.registry.remove(channel.bindings);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    if (notify)
      this.sendFrame(
        encodeFrame(this.vsn, channel.joinRef, channel.joinRef, channel.topic, 'phx_close', '{}'),
      );
  }

  private dispose(): void {
    if (this.closed) return;
    for (const channel of [...this.channels.values()]) this.stopChannel(channel, false);
    this.closed = true;
  }
}

const isExpired = (claims: Claims) => claims.exp !== undefined && claims.exp * 1000 <= Date.now();
