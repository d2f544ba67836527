import { useCallback, useSyncExternalStore } from 'react';
import { selectSessionUser } from '../../auth/session-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import type { QueuedWrite } from './queued-writes';
import {
  isSyncingQueuedWrites,
  onQueuedWriteSyncChange,
  queuedWritesOnDevice,
  syncQueuedWrites,
} from './queued-write-sync';

const NONE: QueuedWrite[] = [];

/** The signed-in user's changes waiting for the server, whether they are being sent, and actions on them. */
export function useQueuedWrites() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  const all = useSyncExternalStore(
    (listener) => queuedWritesOnDevice().subscribe(listener),
    () => queuedWritesOnDevice().all(),
    () => NONE,
  );
  const syncing = useSyncExternalStore(onQueuedWriteSyncChange, isSyncingQueuedWrites, () => false);
  const items = userId ? all.filter((item) => item.userId === userId) : NONE;

  const syncNow = useCallback(
    async (includeRejected = false) => {
      if (userId) await syncQueuedWrites(dispatch, userId, { includeRejected });
    },
    [dispatch, userId],
  );
  const discard = useCallback((id: string) => queuedWritesOnDevice().remove(id), []);

  return { items, syncing, syncNow, discard };
}
