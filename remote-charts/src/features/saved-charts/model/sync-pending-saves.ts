import type { PendingSave, PendingSaves } from './pending-saves';

/** What became of one attempt to save a queued chart. */
export type SaveOutcome =
  | { kind: 'saved' }
  /** No connection (or the server is down): try again later, keep everything queued. */
  | { kind: 'unreachable' }
  /** The server refused the chart itself; retrying as is will not help. */
  | { kind: 'rejected'; message: string };

export interface SyncResult {
  saved: number;
  rejected: number;
  /** Still queued because the server could not be reached. */
  waiting: number;
}

/**
 * Sends a user's queued charts, oldest first. A chart leaves the queue only once the server has
 * it; when the server cannot be reached the rest wait for the next attempt. Charts the server
 * refused before are skipped unless `includeRejected`.
 */
export async function syncPendingSaves(
  queue: PendingSaves,
  userId: string,
  save: (item: PendingSave) => Promise<SaveOutcome>,
  options: { includeRejected?: boolean } = {},
): Promise<SyncResult> {
  const result: SyncResult = { saved: 0, rejected: 0, waiting: 0 };
  const items = queue.forUser(userId).filter((item) => options.includeRejected || item.error === null);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    let outcome: SaveOutcome;
    try {
      outcome = await save(item);
    } catch {
      outcome = { kind: 'unreachable' };
    }
    if (outcome.kind === 'saved') {
      queue.remove(item.values.id);
      result.saved++;
    } else if (outcome.kind === 'rejected') {
      queue.setError(item.values.id, outcome.message);
      result.rejected++;
    } else {
      result.waiting = items.length - i;
      break;
    }
  }
  return result;
}
