import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { JWTPayload } from 'jose';
import WebSocket from 'ws';
import { z } from 'zod';
import { RateLimiter } from '../auth/rate-limiter';
import type { Logger } from '../lib/logger';
import { checkAccessToken, type Claims, type TokenCheck } from './access-token';
import type { ChannelAuthorizer, Extension } from './channel-authorizer';
import { parseJoinPayload, type ChannelOptions } from './join-payload';
import {
  decodeBinaryFrame,
  decodeTextFrame,
  encodeFrame,
  replyPayload,
  type PhoenixMessage,
  type Ref,
  type UserBroadcast,
  type Vsn,
} from './phoenix-frames';
import type { PresenceMember, PresenceTracker } from './presence-tracker';
import type { RealtimeSettings } from './realtime-settings';
import type { Binding, Subscriber, SubscriptionRegistry } from './subscriptions';
import type { TableCatalog } from './table-catalog';
import { topicKey, type TopicHub } from './topic-hub';

export interface ConnectionDeps {
  catalog: TableCatalog;
  registry: SubscriptionRegistry;
  settings: RealtimeSettings;
  verifyToken: (token: string) => Promise<JWTPayload>;
  /** The anon and service-role keys, which stand for their own claims when sent as a token. */
  isApiKey: (token: string) => boolean;
  hub: TopicHub;
  presence: PresenceTracker;
  authorizer: ChannelAuthorizer;
  log: Logger;
}

/** Messages a client may have waiting for their turn before it is considered abusive. */
const MAX_PENDING_MESSAGES = 1000;
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Presence changes one channel may make in PRESENCE_WINDOW_MS (track and untrack). */
const PRESENCE_EVENTS_PER_WINDOW = 10;
const PRESENCE_WINDOW_MS = 10_000;

const accessTokenPayload = z.object({ access_token: z.string().min(1).max(16_384) }).passthrough();
const presencePayload = z
  .object({ event: z.string(), payload: z.record(z.string(), z.unknown()).optional() })
  .passthrough();

/** What row-level security allowed a private channel; `write` is checked on first use. */
interface ChannelPolicies {
  read: Record<Extension, boolean>;
  write: Partial<Record<Extension, boolean>>;
}

class JoinedChannel implements Subscriber, PresenceMember {
  active = true;
  bindings: Binding[] = [];
  exp: number | undefined;
  expiryTimer: NodeJS.Timeout | undefined;
  /** Presence asked for at join, or turned on by tracking. */
  presenceOn: boolean;
  readonly key: string;
  readonly presenceKey: string;

  constructor(
    readonly topic: string,
    readonly joinRef: Ref,
    readonly vsn: Vsn,
    public role: string,
    public claimsJson: string,
    readonly options: ChannelOptions,
    /** null for a public channel. */
    public policies: ChannelPolicies | null,
    private readonly connection: RealtimeConnection,
  ) {
    this.presenceOn = options.presenceEnabled;
    this.key = topicKey(this.name, options.isPrivate);
    this.presenceKey = options.presenceKey || randomUUID();
  }

  /** The topic without its `realtime:` prefix, as system messages name the channel. */
  get name(): string {
    return this.topic.slice('realtime:'.length);
  }

  get isPrivate(): boolean {
    return this.options.isPrivate;
  }

  canReceiveBroadcast(): boolean {
    return !this.policies || this.policies.read.broadcast;
  }

  receivesPresence(): boolean {
    return this.presenceOn && (!this.policies || this.policies.read.presence);
  }

  send(frame: string | Buffer): void {
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
  private readonly events = new RateLimiter(1000);
  private readonly presenceEvents = new RateLimiter(PRESENCE_WINDOW_MS);
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;
  private closed = false;
  private corked = false;
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

  sendFrame(frame: string | Buffer): void {
    if (this.closed || this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > this.deps.settings.maxBufferedBytes) {
      // Buffering without bound for a reader that never catches up would exhaust memory.
      this.deps.log.error('realtime: closing a client that does not read its messages');
      this.ws.close(1013, 'client too slow');
      return;
    }
    this.coalesceWrites();
    this.ws.send(frame);
  }

  /**
   * Frames sent to this client in the same tick (several changes of one dispatch batch, a burst
   * of broadcasts) leave in one write instead of one system call each, which is what lets a
   * backlog drain. ws has no API for it, so its socket is corked until the next tick.
   */
  private coalesceWrites(): void {
    if (this.corked) return;
    const socket = (this.ws as unknown as { _socket?: Duplex | null })._socket;
    if (!socket) return;
    this.corked = true;
    socket.cork();
    process.nextTick(() => {
      this.corked = false;
      socket.uncork();
    });
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
        if (decoded.ok && 'broadcast' in decoded) await this.handleUserBroadcast(decoded);
        else if (decoded.ok) await this.handle(decoded.message);
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
      case 'broadcast':
        return this.broadcast(channel, m.joinRef, m.ref, undefined, m.payload);
      case 'presence':
        return this.presence(channel, m);
      default:
        this.reply(m.joinRef, m.ref, m.topic, 'error', {
          reason: `unsupported event "${m.event}"`,
        });
    }
  }

  /** A vsn 2.0.0 binary broadcast push. */
  private async handleUserBroadcast(frame: {
    joinRef: Ref;
    ref: Ref;
    topic: string;
    broadcast: UserBroadcast;
  }): Promise<void> {
    const channel = this.channels.get(frame.topic);
    if (!channel) {
      this.reply(frame.joinRef, frame.ref, frame.topic, 'error', { reason: 'unmatched topic' });
      return;
    }
    return this.broadcast(channel, frame.joinRef, frame.ref, frame.broadcast, undefined);
  }

  /**
   * Sends a client's broadcast to the topic's other members (and itself with `self: true`). On a
   * private channel the INSERT policies must allow it; a refused broadcast is dropped without a
   * reply, as Supabase does.
   */
  private async broadcast(
    channel: JoinedChannel,
    joinRef: Ref,
    ref: Ref,
    user: UserBroadcast | undefined,
    payload: Record<string, unknown> | undefined,
  ): Promise<void> {
    if (!this.events.take('event', this.deps.settings.maxEventsPerSecond)) {
      this.system(channel, 'system', 'error', 'Too many messages per second');
      this.stopChannel(channel, true);
      return;
    }
    if (channel.policies && !(await this.mayWrite(channel, 'broadcast'))) return;
    if (!channel.active) return;
    this.deps.hub.broadcast(
      channel.key,
      user
        ? { kind: 'user', broadcast: user }
        : { kind: 'json', payloadJson: JSON.stringify(payload) },
      channel.options.broadcastSelf ? undefined : channel,
    );
    if (channel.options.broadcastAck) this.reply(joinRef, ref, channel.topic, 'ok', {});
  }

  private async presence(channel: JoinedChannel, m: PhoenixMessage): Promise<void> {
    const parsed = presencePayload.safeParse(m.payload);
    if (!parsed.success) {
      const reason = 'Presence track payload must be a map';
      this.reply(m.joinRef, m.ref, m.topic, 'error', { reason });
      return;
    }
    const event = parsed.data.event.toLowerCase();
    if (event !== 'track' && event !== 'untrack') {
      this.reply(m.joinRef, m.ref, m.topic, 'error', {
        reason: `unknown presence event "${event}"`,
      });
      return;
    }
    if (!this.presenceEvents.take(m.topic, PRESENCE_EVENTS_PER_WINDOW)) {
      this.system(channel, 'system', 'error', 'Client presence rate limit exceeded');
      this.stopChannel(channel, true);
      return;
    }
    if (event === 'untrack') {
      this.deps.presence.untrack(channel.key, channel);
      this.reply(m.joinRef, m.ref, m.topic, 'ok', {});
      return;
    }
    if (channel.policies && !(await this.mayWrite(channel, 'presence'))) {
      this.reply(m.joinRef, m.ref, m.topic, 'error', {});
      return;
    }
    if (!channel.active) return;
    channel.presenceOn = true;
    this.deps.presence.track(channel.key, channel, parsed.data.payload ?? {});
    this.reply(m.joinRef, m.ref, m.topic, 'ok', {});
  }

  /** The INSERT policies' answer for this channel's topic, asked once per token. */
  private async mayWrite(channel: JoinedChannel, extension: Extension): Promise<boolean> {
    const policies = channel.policies!;
    const known = policies.write[extension];
    if (known !== undefined) return known;
    const context = { topic: channel.name, role: channel.role, claimsJson: channel.claimsJson };
    let allowed: boolean;
    try {
      allowed = await this.deps.authorizer.write(context, extension);
    } catch (error) {
      this.deps.log.error(`realtime: could not authorize a ${extension} write: ${String(error)}`);
      return false;
    }
    // A token refresh while the check ran asks again next time.
    if (channel.policies === policies) policies.write[extension] = allowed;
    return allowed;
  }

  private async readPolicies(
    name: string,
    claims: Claims,
  ): Promise<{ ok: true; policies: ChannelPolicies } | { ok: false; reason: string }> {
    try {
      const read = await this.deps.authorizer.read({
        topic: name,
        role: claims.role,
        claimsJson: claims.json,
      });
      if (!read.broadcast && !read.presence)
        return {
          ok: false,
          reason: `You do not have permissions to read from this Channel topic: ${name}`,
        };
      return { ok: true, policies: { read, write: {} } };
    } catch (error) {
      this.deps.log.error(`realtime: could not authorize a private channel: ${String(error)}`);
      return { ok: false, reason: 'Realtime was unable to connect to the project database' };
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
    if (m.topic === 'realtime:') return fail('You must provide a topic name');
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
    let policies: ChannelPolicies | null = null;
    if (request.options.isPrivate) {
      const authorized = await this.readPolicies(m.topic.slice('realtime:'.length), check.claims);
      if (!authorized.ok) return fail(authorized.reason);
      policies = authorized.policies;
      if (this.closed) return;
    }

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
      request.options,
      policies,
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
    this.deps.hub.add(channel.key, channel);
    this.reply(m.joinRef, m.ref, m.topic, 'ok', {
      postgres_changes: request.bindings.map((b, i) => ({ ...b.raw, id: channel.bindings[i]!.id })),
    });
    if (channel.bindings.length)
      this.system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    if (channel.receivesPresence()) this.deps.presence.sendState(channel.key, channel);
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
    if (channel.policies) {
      // New claims may have lost (or gained) access: the policies are asked again.
      const previous = channel.policies;
      const authorized = await this.readPolicies(channel.name, check.claims);
      if (!channel.active) return;
      const revoked =
        !authorized.ok ||
        (previous.read.broadcast && !authorized.policies.read.broadcast) ||
        (previous.read.presence && !authorized.policies.read.presence);
      if (revoked) {
        const message = `You no longer have permission to read from this Channel topic: ${channel.name}`;
        this.system(channel, 'system', 'error', message);
        this.stopChannel(channel, true);
        return;
      }
      channel.policies = authorized.policies;
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
    this.deps.hub.remove(channel.key, channel);
    this.deps.presence.untrack(channel.key, channel);
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
