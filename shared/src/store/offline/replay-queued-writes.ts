import type { QueuedWrite, QueuedWrites } from './queued-writes';
import type { PersistedTag } from './query-cache-snapshot';

/** What became of one attempt to send a queued change. */
export type WriteOutcome =
  | { kind: 'saved' }
  /** No answer, or the server or session is not ready: keep it and try again later. */
  | { kind: 'unreachable' }
  /** The server refused the change itself; sending it again as it is will not help. */
  | { kind: 'rejected'; message: string };

export interface ReplayResult {
  saved: number;
  rejected: number;
  /** Still queued because the server could not be reached. */
  waiting: number;
  /** The tags of what was saved: cached results to refetch. */
  invalidates: PersistedTag[];
}

/**
 * Sends a user's queued changes, oldest first. A change leaves the queue only once the server has
 * it; when the server cannot be reached the rest wait, so they still arrive in order. Changes the
 * server refused before are skipped unless `includeRejected`.
 */
export async function replayQueuedWrites(
  queue: QueuedWrites,
  userId: string,
  send: (item: QueuedWrite) => Promise<WriteOutcome>,
  options: { includeRejected?: boolean } = {},
): Promise<ReplayResult> {
  const result: ReplayResult = { saved: 0, rejected: 0, waiting: 0, invalidates: [] };
  const items = queue
    .forUser(userId)
    .filter((item) => options.includeRejected || item.error === null);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    let outcome: WriteOutcome;
    try {
      outcome = await send(item);
    } catch {
      outcome = { kind: 'unreachable' };
    }
    if (outcome.kind === 'saved') {
      queue.remove(item.id);
      result.saved++;
      result.invalidates.push(...item.invalidates);
    } else if (outcome.kind === 'rejected') {
      queue.setError(item.id, outcome.message);
      result.rejected++;
    } else {
      result.waiting = items.length - i;
      break;
    }
  }
  return result;
}
