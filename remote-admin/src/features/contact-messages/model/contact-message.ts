import { contactCategoryLabel } from '@astro/shared';
import { z } from 'zod';
import type { BadgeTone } from '../../../components';

export const CONTACT_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type StatusFilter = ContactStatus | 'all';

export const STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** product §2: the status filter's options, in order. */
export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Messages' },
  ...CONTACT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];

/** product §4: new blue, in_progress yellow, resolved green, closed grey. */
export const STATUS_TONES: Record<ContactStatus, BadgeTone> = {
  new: 'blue',
  in_progress: 'yellow',
  resolved: 'green',
  closed: 'grey',
};

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type ContactPriority = (typeof PRIORITIES)[number];
/** product §4: high red, medium yellow, low green. */
export const PRIORITY_TONES: Record<ContactPriority, BadgeTone> = {
  high: 'red',
  medium: 'yellow',
  low: 'green',
};

const responseSchema = z.object({
  message: z.string(),
  created_at: z.string(),
  staff_name: z.string(),
});
export type ContactResponse = z.infer<typeof responseSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.string().nullable().catch(null),
  email: z.string(),
  name: z.string(),
  priority: z.enum(PRIORITIES).catch('medium'),
  status: z.enum(CONTACT_STATUSES),
  assigned_to: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable().catch(null),
  responded_at: z.string().nullable().catch(null),
  response_notes: z.string().nullable().catch(null),
  // A malformed entry must not hide the whole message: keep the readable ones.
  responses: z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = responseSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const CONTACT_COLUMNS =
  'id,subject,message,category,email,name,priority,status,assigned_to,created_at,updated_at,responded_at,response_notes,responses';

/** Rows from the data API or a realtime event; rows that do not fit are skipped, not fatal. */
export function parseContactMessages(rows: unknown): ContactMessage[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const parsed = contactMessageSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

export function parseContactMessage(row: unknown): ContactMessage | null {
  const parsed = contactMessageSchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

/** Case-insensitive search over what staff look for: subject, text, sender, e-mail, category. */
export function matchesSearch(message: ContactMessage, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [
    message.subject,
    message.message,
    message.name,
    message.email,
    message.category ?? '',
    message.category ? contactCategoryLabel(message.category) : '',
  ].some((field) => field.toLowerCase().includes(needle));
}

/** product §4: a realtime insert goes to the top of the list (once), if it fits the status filter. */
export function prependMessage(
  list: ContactMessage[],
  message: ContactMessage,
  status: StatusFilter,
): ContactMessage[] {
  if (status !== 'all' && message.status !== status) return list;
  return [message, ...list.filter((existing) => existing.id !== message.id)];
}

export const canMarkInProgress = (message: Pick<ContactMessage, 'status'>) =>
  message.status !== 'in_progress';
export const canClose = (message: Pick<ContactMessage, 'status'>) => message.status !== 'closed';
/** product §5: a response needs non-blank text. */
export const canSendResponse = (text: string) => text.trim().length > 0;
