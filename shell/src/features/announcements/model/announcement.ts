// zod/mini: this runs on every first visit, where the full zod would cost ~40 KB.
import * as z from 'zod/mini';

export const IMPORTANT_PRIORITY = 80;
export const READ_STORAGE_KEY = 'read_announcements';
const MAX_REMEMBERED = 500;

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.pipe(z.nullable(z.string()), z.transform((type: string | null) => type ?? 'info')),
  priority: z.coerce.number(),
  is_active: z.boolean(),
  created_at: z.string(),
  expires_at: z.nullable(z.string()),
});

export type Announcement = z.infer<typeof announcementSchema>;
export type AnnouncementTone = 'warning' | 'success' | 'error' | 'info';

/** product §3: warning, success, error; anything else is info. */
export function announcementTone(type: string): AnnouncementTone {
  return type === 'warning' || type === 'success' || type === 'error' ? type : 'info';
}

/** product §2, §9: priority above 80 shows 'Important'. */
export const isImportant = (announcement: Pick<Announcement, 'priority'>) =>
  announcement.priority > IMPORTANT_PRIORITY;

/** Active, unexpired, by priority (high first), then newest first. Invalid rows are skipped. */
export function visibleAnnouncements(rows: unknown, now = Date.now()): Announcement[] {
  if (!Array.isArray(rows)) return [];
  const list: Announcement[] = [];
  for (const row of rows) {
    const parsed = announcementSchema.safeParse(row);
    if (!parsed.success || !parsed.data.is_active) continue;
    const expires = parsed.data.expires_at ? Date.parse(parsed.data.expires_at) : null;
    if (expires !== null && !(expires > now)) continue;
    list.push(parsed.data);
  }
  return list.sort(
    (a, b) => b.priority - a.priority || Date.parse(b.created_at) - Date.parse(a.created_at),
  );
}

export function readIds(storage: Pick<Storage, 'getItem'> = window.localStorage): Set<string> {
  try {
    const parsed = z.array(z.string()).safeParse(JSON.parse(storage.getItem(READ_STORAGE_KEY) ?? '[]'));
    return new Set(parsed.success ? parsed.data : []);
  } catch {
    return new Set();
  }
}

export function markRead(id: string, storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage): Set<string> {
  const ids = readIds(storage);
  ids.delete(id);
  ids.add(id);
  const kept = [...ids].slice(-MAX_REMEMBERED);
  try {
    storage.setItem(READ_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // The item still shows as read for this visit.
  }
  return new Set(kept);
}
