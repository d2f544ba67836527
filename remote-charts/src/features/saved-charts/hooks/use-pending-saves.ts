import { selectSessionUser, useAppDispatch, useAppSelector, useOnlineStatus } from '@astro/shared';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { BirthData } from '../../../lib/birth-data/birth-data';
import type { SavedChartSnapshot } from '@astro/astrology';
import { chartsApi } from '../api/charts-api';
import { birthToInsert } from '../model/chart-record';
import type { PendingSave } from '../model/pending-saves';
import { randomUuid } from '../model/random-uuid';
import { type SaveOutcome, type SyncResult, syncPendingSaves } from '../model/sync-pending-saves';
import { pendingSaves } from './pending-saves-store';

type Dispatch = ReturnType<typeof useAppDispatch>;

// One sync at a time on this page: each request runs after the one before, so a chart is never
// sent twice at once (and a duplicate id would be caught by the database anyway).
let chain: Promise<unknown> = Promise.resolve();
let running = 0;
const runningListeners = new Set<() => void>();
const setRunning = (delta: number) => {
  running += delta;
  for (const listener of runningListeners) listener();
};

function runSync(dispatch: Dispatch, userId: string, includeRejected = false): Promise<SyncResult> {
  const save = async (item: PendingSave): Promise<SaveOutcome> =>
    dispatch(
      chartsApi.endpoints.saveChart.initiate({ values: item.values, userId: item.userId }),
    ).unwrap();
  setRunning(1);
  const run = chain.then(() => syncPendingSaves(pendingSaves, userId, save, { includeRejected }));
  chain = run.catch(() => undefined);
  return run.finally(() => setRunning(-1));
}

export type SaveResult =
  | { state: 'saved'; id: string }
  /** Kept on this device; it is sent when the connection is back. */
  | { state: 'queued'; id: string }
  | { state: 'rejected'; message: string };

/** The signed-in user's queued charts, whether a sync is running, and the actions on them. */
export function usePendingSaves() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  const all = useSyncExternalStore(
    (listener) => pendingSaves.subscribe(listener),
    () => pendingSaves.all(),
  );
  const syncing = useSyncExternalStore(
    (listener) => {
      runningListeners.add(listener);
      return () => runningListeners.delete(listener);
    },
    () => running > 0,
  );
  const items = userId ? all.filter((item) => item.userId === userId) : [];

  const syncNow = useCallback(
    async (includeRejected = false) => {
      if (userId) await runSync(dispatch, userId, includeRejected);
    },
    [dispatch, userId],
  );

  /** Queues the chart on this device first, then sends it: nothing is lost if the send fails. */
  const save = useCallback(
    async (birth: BirthData, snapshot: SavedChartSnapshot): Promise<SaveResult> => {
      if (!userId) return { state: 'rejected', message: 'Sign in again to save charts.' };
      const id = randomUuid();
      pendingSaves.add({
        userId,
        values: birthToInsert(id, birth, snapshot),
        queuedAt: new Date().toISOString(),
        error: null,
      });
      if (navigator.onLine) await runSync(dispatch, userId);
      const left = pendingSaves.find(id);
      if (!left) return { state: 'saved', id };
      if (left.error !== null) {
        // Refused as it is: the form still holds the data, so the copy here is not needed.
        pendingSaves.remove(id);
        return { state: 'rejected', message: left.error };
      }
      return { state: 'queued', id };
    },
    [dispatch, userId],
  );

  const discard = useCallback((id: string) => pendingSaves.remove(id), []);

  return { items, syncing, syncNow, save, discard };
}

/** Sends queued charts when the page opens and whenever the connection comes back. */
export function useAutoSyncPendingSaves(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  const online = useOnlineStatus();
  useEffect(() => {
    if (!userId || !online) return;
    if (pendingSaves.forUser(userId).some((item) => item.error === null))
      void runSync(dispatch, userId);
  }, [dispatch, userId, online]);
}

/** A queued chart, by id, for showing it before it reaches the server. */
export function usePendingSave(id: string): PendingSave | undefined {
  const all = useSyncExternalStore(
    (listener) => pendingSaves.subscribe(listener),
    () => pendingSaves.all(),
  );
  return all.find((item) => item.values.id === id);
}
