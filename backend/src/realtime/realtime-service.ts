import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { JWTPayload } from 'jose';
import { WebSocketServer } from 'ws';
import { checkApiKey, type ApiKeys } from '../gateway/api-key';
import type { RouteContext } from '../gateway/create-gateway';
import type { Logger } from '../lib/logger';
import { createBroadcastApi } from './broadcast-api';
import { ChangeDispatcher, type DispatcherStats } from './change-dispatcher';
import { ChannelAuthorizer } from './channel-authorizer';
import { createChangeListener, type ListenerState } from './change-listener';
import { ChangeReader } from './change-reader';
import { DatabaseBroadcasts } from './database-broadcasts';
import { SUPPORTED_VSNS, type Vsn } from './phoenix-frames';
import { PresenceTracker } from './presence-tracker';
import { RealtimeConnection } from './realtime-connection';
import { DEFAULT_REALTIME_SETTINGS, type RealtimeSettings } from './realtime-settings';
import { SubscriptionRegistry } from './subscriptions';
import { TableCatalog } from './table-catalog';
import { TopicHub } from './topic-hub';

export interface RealtimeServiceOptions {
  databaseUrl: string;
  apiKeys: ApiKeys;
  /** Verifies a JWT signed by the stack and returns its claims (throws when invalid). */
  verifyToken: (token: string) => Promise<JWTPayload>;
  log: Logger;
  settings?: Partial<RealtimeSettings>;
}

export interface RealtimeStats extends DispatcherStats {
  connections: number;
  channels: number;
  bindings: number;
  listener: ListenerState;
  /** Broadcast frames sent to clients (from clients, the REST API and the database). */
  deliveredBroadcasts: number;
}

export interface RealtimeService {
  /** For `/realtime/v1/websocket`: checks the apikey and vsn, then speaks Phoenix channels. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** For `/realtime/v1/api`: the REST broadcast endpoints. */
  handleApi(req: IncomingMessage, res: ServerResponse, ctx: RouteContext): Promise<void>;
  start(): Promise<void>;
  /** Closes every client (1012, service restart), then the database connections. */
  stop(): Promise<void>;
  stats(): RealtimeStats;
}

const WEBSOCKET_PATH = '/realtime/v1/websocket';

function rejectUpgrade(socket: Duplex, status: number, statusText: string, body: unknown): void {
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nContent-Type: application/json\r\nConnection: close\r\n` +
      `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}

/**
 * The Supabase Realtime protocol: Phoenix channels over a WebSocket. postgres_changes are fed by
 * the capture triggers' NOTIFY, with every change checked against row-level security under each
 * subscriber's own claims (a DELETE against the old row). Broadcast and Presence are kept in this
 * process; private channels are authorized by the policies on realtime.messages, and rows inserted
 * there (realtime.send) are broadcast to their topic.
 */
export function createRealtimeService(options: RealtimeServiceOptions): RealtimeService {
  const settings: RealtimeSettings = { ...DEFAULT_REALTIME_SETTINGS, ...options.settings };
  const { log } = options;
  const catalog = new TableCatalog();
  const registry = new SubscriptionRegistry();
  // Helper answers are remembered only while the listener would hear that they changed.
  const reader = new ChangeReader(
    options.databaseUrl,
    settings.rlsConnections,
    () => listener.state() === 'listening',
  );
  const reloadCatalog = async () => {
    catalog.replace(await reader.loadCatalog());
  };
  const dispatcher = new ChangeDispatcher({
    catalog,
    registry,
    reader,
    reloadCatalog,
    log,
    maxBatch: settings.maxBatch,
    maxRecordBytes: settings.maxRecordBytes,
  });
  const hub = new TopicHub();
  const presence = new PresenceTracker(hub);
  const authorizer = new ChannelAuthorizer(options.databaseUrl, log);
  const databaseBroadcasts = new DatabaseBroadcasts(options.databaseUrl, hub, log);
  const broadcastApi = createBroadcastApi({
    apiKeys: options.apiKeys,
    verifyToken: options.verifyToken,
    hub,
    authorizer,
    maxBodyBytes: settings.maxBroadcastBytes,
    maxEventsPerSecond: settings.maxEventsPerSecond,
  });
  const listener = createChangeListener({
    databaseUrl: options.databaseUrl,
    onChange: (change) => dispatcher.enqueue(change),
    onBroadcast: (payload) => databaseBroadcasts.announce(payload),
    onStateChange: () => reader.forgetHelperAnswers(),
    // Tables may have been published while the connection was down.
    onListening: () => {
      reader.forgetHelperAnswers();
      reloadCatalog().catch((error: unknown) =>
        log.error(`realtime: catalog reload failed: ${String(error)}`),
      );
      // Large deleted rows left from earlier runs are purged by age.
      reader.purgeDeletedRows().catch(() => undefined);
      databaseBroadcasts.purge().catch(() => undefined);
    },
    log,
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: settings.maxMessageBytes });
  const connections = new Set<RealtimeConnection>();
  const isApiKey = (token: string) =>
    token === options.apiKeys.anonKey || token === options.apiKeys.serviceRoleKey;
  let accepting = false;
  let sweep: NodeJS.Timeout | undefined;

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    const target = req.url ?? '/';
    const queryAt = target.indexOf('?');
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
    if (path !== WEBSOCKET_PATH && path !== `${WEBSOCKET_PATH}/`)
      return rejectUpgrade(socket, 404, 'Not Found', { message: 'no such realtime endpoint' });
    if (!accepting)
      return rejectUpgrade(socket, 503, 'Service Unavailable', {
        message: 'realtime is not running',
      });
    const key = checkApiKey(req, options.apiKeys);
    if (!key.ok) return rejectUpgrade(socket, key.status, 'Unauthorized', key.body);
    const vsn = new URLSearchParams(query).get('vsn') ?? '1.0.0';
    if (!SUPPORTED_VSNS.includes(vsn as Vsn))
      return rejectUpgrade(socket, 400, 'Bad Request', {
        message: `unsupported vsn "${vsn}" (use ${SUPPORTED_VSNS.join(' or ')})`,
      });
    if (connections.size >= settings.maxConnections)
      return rejectUpgrade(socket, 503, 'Service Unavailable', {
        message: 'too many realtime connections',
      });
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (!accepting) {
        ws.close(1012, 'service restart');
        return;
      }
      const connection = new RealtimeConnection(ws, vsn as Vsn, key.key, {
        catalog,
        registry,
        settings,
        verifyToken: options.verifyToken,
        isApiKey,
        hub,
        presence,
        authorizer,
        log,
      });
      connections.add(connection);
      ws.on('close', () => connections.delete(connection));
    });
  };

  return {
    handleUpgrade,
    handleApi: async (req, res, ctx) => {
      if (!accepting) {
        res.writeHead(503, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'realtime is not running' }));
        return;
      }
      await broadcastApi(req, res, ctx);
    },
    start: async () => {
      await reloadCatalog();
      await listener.start();
      accepting = true;
      sweep = setInterval(
        () => {
          const cutoff = Date.now() - settings.idleTimeoutMs;
          for (const c of connections) if (c.lastSeen < cutoff) c.close(1000, 'heartbeat timeout');
        },
        Math.min(settings.idleTimeoutMs / 4, 15_000),
      );
      sweep.unref();
      if (!catalog.size)
        log.error('realtime: no published tables (is migration 0005_realtime.sql applied?)');
    },
    stop: async () => {
      accepting = false;
      clearInterval(sweep);
      const open = [...connections];
      for (const c of open) c.close(1012, 'service restart');
      if (open.length) {
        // Give clients a moment to complete the close handshake, then cut the rest.
        await new Promise((r) => setTimeout(r, 300));
        for (const c of connections) c.terminate();
      }
      dispatcher.stop();
      await listener.stop();
      await reader.close();
      await databaseBroadcasts.close();
      await authorizer.close();
      wss.close();
    },
    stats: () => {
      let channels = 0;
      for (const c of connections) channels += c.channelCount;
      return {
        ...dispatcher.snapshotStats(),
        connections: connections.size,
        channels,
        bindings: registry.bindingCount,
        listener: listener.state(),
        deliveredBroadcasts: hub.deliveredBroadcasts,
      };
    },
  };
}
