import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi } from '../base-api';
import { runSupabaseRequest } from '../supabase-base-query';
import { QUEUED_WRITES_KEY, type QueuedWrite, QueuedWrites } from './queued-writes';
import { replayQueuedWrites, type ReplayResult, type WriteOutcome } from './replay-queued-writes';

let device: QueuedWrites | null = null;

/** The device's one queue of changes waiting for the server (shared by the shell and remotes). */
export function queuedWritesOnDevice(): QueuedWrites {
  if (!device) {
    const queue = new QueuedWrites(window.localStorage);
    window.addEventListener('storage', (event) => {
      if (event.key === QUEUED_WRITES_KEY) queue.notifyExternalChange();
    });
    device = queue;
  }
  return device;
}

/** Queues a change made on this device; it is sent now if possible, else once back online. */
export function queueWrite(item: Omit<QueuedWrite, 'queuedAt' | 'error'>): void {
  queuedWritesOnDevice().add({ ...item, queuedAt: new Date().toISOString(), error: null });
}

/** Sends one queued change and says what became of it. */
export async function sendQueuedWrite(item: QueuedWrite): Promise<WriteOutcome> {
  if (navigator.onLine === false) return { kind: 'unreachable' };
  const { error, status } = await runSupabaseRequest(item.request);
  if (!error) return { kind: 'saved' };
  // No answer, an expired session not yet refreshed, or a server that is down: worth retrying.
  if (status === undefined || status === 0 || status === 401 || status >= 500) {
    return { kind: 'unreachable' };
  }
  return { kind: 'rejected', message: error.message };
}

// One replay at a time: each change is sent after the one before, never twice at once.
let chain: Promise<unknown> = Promise.resolve();
let running = 0;
const runningListeners = new Set<() => void>();
const setRunning = (delta: number) => {
  running += delta;
  for (const listener of runningListeners) listener();
};

export function isSyncingQueuedWrites(): boolean {
  return running > 0;
}

export function onQueuedWriteSyncChange(listener: () => void): () => void {
  runningListeners.add(listener);
  return () => runningListeners.delete(listener);
}

/** Sends the user's queued changes, then refetches what they change. */
export function syncQueuedWrites(
  dispatch: Dispatch,
  userId: string,
  options: { includeRejected?: boolean; send?: (item: QueuedWrite) => Promise<WriteOutcome> } = {},
): Promise<ReplayResult> {
  const { send = sendQueuedWrite, includeRejected } = options;
  setRunning(1);
  const run = chain.then(async () => {
    const result = await replayQueuedWrites(queuedWritesOnDevice(), userId, send, {
      includeRejected,
    });
    if (result.invalidates.length > 0) {
      dispatch(
        baseApi.util.invalidateTags(
          result.invalidates as Parameters<typeof baseApi.util.invalidateTags>[0],
        ),
      );
    }
    return result;
  });
  chain = run.catch(() => undefined);
  return run.finally(() => setRunning(-1));
}

interface SessionStore {
  dispatch: Dispatch;
  getState(): { session: { user: { id: string } | null } };
  subscribe(listener: () => void): () => void;
}

/**
 * Sends queued changes whenever they can go: when a user is signed in (at start-up too) and
 * whenever the connection comes back. Returns a function that stops it.
 */
export function startQueuedWriteSync(store: SessionStore): () => void {
  let lastUser: string | null = null;
  const attempt = () => {
    const userId = store.getState().session.user?.id ?? null;
    if (!userId || !navigator.onLine) return;
    if (
      queuedWritesOnDevice()
        .forUser(userId)
        .some((item) => item.error === null)
    ) {
      void syncQueuedWrites(store.dispatch, userId);
    }
  };
  const stopStore = store.subscribe(() => {
    const userId = store.getState().session.user?.id ?? null;
    if (userId === lastUser) return;
    lastUser = userId;
    attempt();
  });
  window.addEventListener('online', attempt);
  attempt();
  return () => {
    stopStore();
    window.removeEventListener('online', attempt);
  };
}
