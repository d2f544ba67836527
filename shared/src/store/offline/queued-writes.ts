import type { SupabaseRequest } from '../supabase-base-query';
import type { PersistedTag } from './query-cache-snapshot';

/** A change made on this device that has not reached the server yet. */
export interface QueuedWrite {
  /** One pending change per id: queuing the same id again replaces it (the newest wins). */
  id: string;
  userId: string;
  /** What the change is, for the people waiting on it: "Username “stella”". */
  label: string;
  request: SupabaseRequest;
  /** Cached results to refetch once the server has it. */
  invalidates: PersistedTag[];
  queuedAt: string;
  /** The server refused it for a reason other than the network; kept until retried or discarded. */
  error: string | null;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const QUEUED_WRITES_KEY = 'astro.queued-writes.v1';

function isQueuedWrite(value: unknown): value is QueuedWrite {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<QueuedWrite>;
  return (
    typeof item.id === 'string' &&
    typeof item.userId === 'string' &&
    typeof item.label === 'string' &&
    typeof item.queuedAt === 'string' &&
    Array.isArray(item.invalidates) &&
    (item.error === null || typeof item.error === 'string') &&
    typeof item.request === 'object' &&
    item.request !== null &&
    typeof (item.request as { kind?: unknown }).kind === 'string'
  );
}

/**
 * The device's queue of changes waiting for the server, in localStorage so it survives reloads
 * and works offline. Entries this version cannot read are kept untouched but never sent.
 */
export class QueuedWrites {
  private readonly listeners = new Set<() => void>();
  private cache: { raw: string | null; items: QueuedWrite[] } | null = null;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key = QUEUED_WRITES_KEY,
  ) {}

  private readRaw(): unknown[] {
    const raw = this.storage.getItem(this.key);
    if (!raw) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }

  /** Every readable entry, oldest first; the same array until the queue changes (for React). */
  all(): QueuedWrite[] {
    const raw = this.storage.getItem(this.key);
    if (this.cache && this.cache.raw === raw) return this.cache.items;
    const items = this.readRaw().filter(isQueuedWrite);
    this.cache = { raw, items };
    return items;
  }

  forUser(userId: string): QueuedWrite[] {
    return this.all().filter((item) => item.userId === userId);
  }

  add(item: QueuedWrite): void {
    // The newest change goes last: changes reach the server in the order they were made.
    this.update((entries) => [...entries.filter((entry) => idOf(entry) !== item.id), item]);
  }

  remove(id: string): void {
    this.update((entries) => entries.filter((entry) => idOf(entry) !== id));
  }

  setError(id: string, error: string | null): void {
    this.update((entries) =>
      entries.map((entry) =>
        idOf(entry) === id && typeof entry === 'object' ? { ...entry, error } : entry,
      ),
    );
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Another tab changed the queue. */
  notifyExternalChange(): void {
    for (const listener of this.listeners) listener();
  }

  private update(change: (entries: unknown[]) => unknown[]): void {
    this.storage.setItem(this.key, JSON.stringify(change(this.readRaw())));
    for (const listener of this.listeners) listener();
  }
}

function idOf(entry: unknown): unknown {
  return typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined;
}
