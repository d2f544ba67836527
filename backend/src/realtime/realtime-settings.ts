import { z } from 'zod';

export interface RealtimeSettings {
  /** Channels one connection may have joined at once (Supabase: 100). */
  maxChannelsPerConnection: number;
  /** Joins one connection may make per second (Supabase: 100). */
  maxJoinsPerSecond: number;
  /** Bindings one join may carry. */
  maxBindingsPerChannel: number;
  /** Largest frame a client may send; larger ones close the connection with 1009. */
  maxMessageBytes: number;
  /** Records larger than this are cut to their small values and flagged with a 413 error. */
  maxRecordBytes: number;
  maxConnections: number;
  /** A connection that sends nothing (not even a heartbeat) for this long is closed. */
  idleTimeoutMs: number;
  /** A client that lets this much unsent data pile up is disconnected rather than buffered. */
  maxBufferedBytes: number;
  /** Changes handled per database round. */
  maxBatch: number;
  /** Database connections that share the row-level security checks of one change. */
  rlsConnections: number;
  /** Broadcasts one connection may send per second (Supabase: 100 per second per project). */
  maxEventsPerSecond: number;
  /** Largest broadcast payload accepted through the REST API. */
  maxBroadcastBytes: number;
}

export const DEFAULT_REALTIME_SETTINGS: RealtimeSettings = {
  maxChannelsPerConnection: 100,
  maxJoinsPerSecond: 100,
  maxBindingsPerChannel: 100,
  maxMessageBytes: 1024 * 1024,
  maxRecordBytes: 1024 * 1024,
  maxConnections: 10_000,
  idleTimeoutMs: 60_000,
  maxBufferedBytes: 16 * 1024 * 1024,
  maxBatch: 500,
  rlsConnections: 2,
  maxEventsPerSecond: 100,
  maxBroadcastBytes: 256 * 1024,
};

const positive = z.coerce.number().int().positive().optional();
const envSchema = z.object({
  REALTIME_MAX_CHANNELS_PER_CLIENT: positive,
  REALTIME_MAX_JOINS_PER_SECOND: positive,
  REALTIME_MAX_MESSAGE_BYTES: positive,
  REALTIME_MAX_RECORD_BYTES: positive,
  REALTIME_MAX_CONNECTIONS: positive,
  REALTIME_RLS_CONNECTIONS: positive,
  REALTIME_MAX_EVENTS_PER_SECOND: positive,
});

/** Optional overrides from the environment; a bad value is a start-up error, not a silent default. */
export function realtimeSettingsFromEnv(env: NodeJS.ProcessEnv): RealtimeSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${String(issue.path[0])} must be a positive integer`);
  }
  const e = parsed.data;
  return {
    ...DEFAULT_REALTIME_SETTINGS,
    maxChannelsPerConnection:
      e.REALTIME_MAX_CHANNELS_PER_CLIENT ?? DEFAULT_REALTIME_SETTINGS.maxChannelsPerConnection,
    maxJoinsPerSecond:
      e.REALTIME_MAX_JOINS_PER_SECOND ?? DEFAULT_REALTIME_SETTINGS.maxJoinsPerSecond,
    maxMessageBytes: e.REALTIME_MAX_MESSAGE_BYTES ?? DEFAULT_REALTIME_SETTINGS.maxMessageBytes,
    maxRecordBytes: e.REALTIME_MAX_RECORD_BYTES ?? DEFAULT_REALTIME_SETTINGS.maxRecordBytes,
    maxConnections: e.REALTIME_MAX_CONNECTIONS ?? DEFAULT_REALTIME_SETTINGS.maxConnections,
    rlsConnections: e.REALTIME_RLS_CONNECTIONS ?? DEFAULT_REALTIME_SETTINGS.rlsConnections,
    maxEventsPerSecond:
      e.REALTIME_MAX_EVENTS_PER_SECOND ?? DEFAULT_REALTIME_SETTINGS.maxEventsPerSecond,
  };
}
