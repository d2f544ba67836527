import { z } from 'zod';
import { chartInsertSchema } from './chart-record';

/** A chart saved on this device and not yet confirmed by the server. */
export const pendingSaveSchema = z.object({
  userId: z.string().min(1),
  values: chartInsertSchema,
  queuedAt: z.iso.datetime(),
  /** The server refused it for a reason other than the network; shown until retried or discarded. */
  error: z.string().nullable(),
});
export type PendingSave = z.infer<typeof pendingSaveSchema>;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const PENDING_SAVES_KEY = 'astro.charts.pending-saves.v1';

/**
 * The queue of charts waiting to reach the server, kept in localStorage so it survives reloads
 * and works offline. Entries that do not parse are kept in storage untouched (never dropped) but
 * not offered for syncing.
 */
export class PendingSaves {
  private readonly listeners = new Set<() => void>();
  private cache: { raw: string | null; items: PendingSave[] } | null = null;

  constructor(private readonly storage: KeyValueStorage, private readonly key = PENDING_SAVES_KEY) {}

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
  all(): PendingSave[] {
    const raw = this.storage.getItem(this.key);
    if (this.cache && this.cache.raw === raw) return this.cache.items;
    const items = this.readRaw().flatMap((entry) => {
      const parsed = pendingSaveSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
    this.cache = { raw, items };
    return items;
  }

  forUser(userId: string): PendingSave[] {
    return this.all().filter((item) => item.userId === userId);
  }

  find(id: string): PendingSave | undefined {
    return this.all().find((item) => item.values.id === id);
  }

  add(item: PendingSave): void {
    const checked = pendingSaveSchema.parse(item);
    this.update((entries) => [...entries.filter((entry) => idOf(entry) !== checked.values.id), checked]);
  }

  remove(id: string): void {
    this.update((entries) => entries.filter((entry) => idOf(entry) !== id));
  }

  setError(id: string, error: string | null): void {
    this.update((entries) =>
      entries.map((entry) => (idOf(entry) === id && typeof entry === 'object' && entry !== null ? { ...entry, error } : entry)),
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
    // Applied to the raw entries, so entries this version cannot read survive every write.
    this.storage.setItem(this.key, JSON.stringify(change(this.readRaw())));
    for (const listener of this.listeners) listener();
  }
}

function idOf(entry: unknown): unknown {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const values = (entry as { values?: unknown }).values;
  return typeof values === 'object' && values !== null ? (values as { id?: unknown }).id : undefined;
}
