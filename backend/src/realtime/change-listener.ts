import pg from 'pg';
import type { Logger } from '../lib/logger';
import { CAPTURE_CHANNEL, parseChangeNotification, type Change } from './change-notification';
import { BROADCAST_CHANNEL } from './database-broadcasts';

export type ListenerState = 'connecting' | 'listening' | 'reconnecting' | 'stopped';

export interface ChangeListener {
  start(): Promise<void>;
  stop(): Promise<void>;
  state(): ListenerState;
  /** The listening backend's pid, for diagnostics. */
  backendPid(): number | undefined;
}

/** Migration 0025: a table the policy helpers read changed (payload: its name). */
export const STATE_CHANNEL = 'realtime_state';

const BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * Holds one connection that LISTENs for captured changes (and database broadcasts). PostgreSQL delivers every notification
 * committed while it listens, in commit order; if the connection drops, it reconnects with
 * back-off and listens again.
 */
export function createChangeListener(opts: {
  databaseUrl: string;
  onChange: (change: Change) => void;
  /** Rows of realtime.messages to broadcast, as announced on commit (bootstrap 0007). */
  onBroadcast?: (payload: string) => void;
  /** A table read by the policy helpers changed; also called when the connection is lost. */
  onStateChange?: () => void;
  /** Called after every (re)connection, e.g. to reload the table catalog. */
  onListening?: () => void;
  log: Logger;
}): ChangeListener {
  let client: pg.Client | undefined;
  let state: ListenerState = 'stopped';
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let pid: number | undefined;

  const scheduleReconnect = () => {
    if (state === 'stopped' || retryTimer) return;
    state = 'reconnecting';
    const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
    attempt++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => scheduleReconnect());
    }, delay);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: opts.databaseUrl,
      application_name: 'astro-realtime-listener',
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === BROADCAST_CHANNEL) {
        if (message.payload) opts.onBroadcast?.(message.payload);
        return;
      }
      if (message.channel === STATE_CHANNEL) {
        opts.onStateChange?.();
        return;
      }
      if (message.channel !== CAPTURE_CHANNEL) return;
      const change = parseChangeNotification(message.payload);
      if (change) opts.onChange(change);
      else
        opts.log.error(
          `realtime: ignored a malformed change notification: ${message.payload?.slice(0, 200)}`,
        );
    });
    const lost = (reason: string) => {
      if (client !== next) return;
      client = undefined;
      pid = undefined;
      // Announcements made while disconnected are lost: nothing remembered may outlive that.
      opts.onStateChange?.();
      next.end().catch(() => undefined);
      if (state !== 'stopped') {
        opts.log.error(`realtime: change listener lost its connection (${reason}); reconnecting`);
        scheduleReconnect();
      }
    };
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    try {
      await next.connect();
      await next.query(`listen ${CAPTURE_CHANNEL}`);
      if (opts.onStateChange) await next.query(`listen ${STATE_CHANNEL}`);
      if (opts.onBroadcast) await next.query(`listen ${BROADCAST_CHANNEL}`);
      const { rows } = await next.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (state === 'stopped') {
        await next.end();
        return;
      }
      client = next;
      pid = rows[0]?.pid;
      state = 'listening';
      if (attempt > 0) opts.log.info('realtime: change listener reconnected');
      attempt = 0;
      opts.onListening?.();
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
  };

  return {
    start: async () => {
      state = 'connecting';
      await connect();
    },
    stop: async () => {
      state = 'stopped';
      clearTimeout(retryTimer);
      retryTimer = undefined;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
    state: () => state,
    backendPid: () => pid,
  };
}
