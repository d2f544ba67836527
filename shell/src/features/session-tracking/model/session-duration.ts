import type { ActivityCache } from './activity-cache';

/** product §9: the session duration is updated every 60 s but written at most every 30 s. */
export const SESSION_TICK_MS = 60_000;

export interface SessionDurationFields {
  last_session_duration: number;
  session_duration_total?: number;
  status: 'online' | 'offline';
}

/**
 * Counts one browser session. `baseTotal` is the profile's total before this session (null when
 * it could not be read: then the total is left alone rather than overwritten with a wrong value).
 */
export function createSessionDuration(options: {
  key: string;
  startedAt: number;
  now: () => number;
  cache: ActivityCache;
}) {
  const { key, startedAt, now, cache } = options;
  let baseTotal: number | null = null;

  const fields = (status: 'online' | 'offline'): SessionDurationFields => {
    const elapsed = Math.max(0, Math.floor((now() - startedAt) / 1000));
    return {
      last_session_duration: elapsed,
      ...(baseTotal === null ? {} : { session_duration_total: baseTotal + elapsed }),
      status,
    };
  };

  return {
    setBaseTotal(total: number) {
      baseTotal = total;
    },
    /** The periodic update: the fields to write, or null when the last write is under 30 s old. */
    tick(): SessionDurationFields | null {
      if (cache.isFresh(key)) return null;
      cache.remember(key);
      return fields('online');
    },
    /** The final write on logout or unload: always, and with status offline. */
    finish(): SessionDurationFields {
      cache.remember(key);
      return fields('offline');
    },
  };
}
