import { z } from 'zod';
import { parseRows } from '../../../lib/parse-rows';
import { toDateTimeLocal } from '../../../lib/format-date';

export const ANNOUNCEMENT_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const TYPE_LABELS: Record<AnnouncementType, string> = {
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

/** product §9: above this priority users see 'Important'. */
export const IMPORTANT_ABOVE = 80;

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES).catch('info'),
  priority: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const parseAnnouncements = parseRows(announcementSchema);

/** The form's values as typed (a type, not an interface, so it fits the admin forms' record shape). */
export type AnnouncementDraft = {
  title: string;
  content: string;
  type: AnnouncementType;
  priority: string;
  is_active: boolean;
  /** A datetime-local value in the admin's time zone, or '' for no expiry. */
  expires_at: string;
};

export const EMPTY_ANNOUNCEMENT: AnnouncementDraft = {
  title: '',
  content: '',
  type: 'info',
  priority: '50',
  is_active: true,
  expires_at: '',
};

export const draftOf = (a: Announcement): AnnouncementDraft => ({
  title: a.title,
  content: a.content,
  type: a.type,
  priority: String(a.priority),
  is_active: a.is_active,
  expires_at: toDateTimeLocal(a.expires_at),
});

/** Mirrors the table's checks; the expiry is turned into an absolute time here, in the browser's zone. */
export const announcementFormSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(200, 'At most 200 characters'),
  content: z
    .string()
    .trim()
    .min(1, 'Write the announcement')
    .max(10000, 'At most 10000 characters'),
  type: z.enum(ANNOUNCEMENT_TYPES),
  priority: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'A whole number from 0 to 100')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(0, 'A whole number from 0 to 100')
        .max(100, 'A whole number from 0 to 100'),
    ),
  is_active: z.boolean(),
  expires_at: z.string().transform((value, ctx) => {
    if (!value) return null;
    const time = new Date(value).getTime();
    if (Number.isNaN(time)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid date and time' });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  }),
});
export type AnnouncementValues = z.output<typeof announcementFormSchema>;

/** Whether users currently see it: active and not expired. */
export function isLive(
  a: Pick<Announcement, 'is_active' | 'expires_at'>,
  now = Date.now(),
): boolean {
  return a.is_active && (a.expires_at === null || Date.parse(a.expires_at) > now);
}
