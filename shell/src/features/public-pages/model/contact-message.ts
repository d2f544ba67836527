import { CONTACT_CATEGORIES, type ContactCategory } from '@astro/shared';
import * as z from 'zod/mini';

const categoryValues = CONTACT_CATEGORIES.map((c) => c.value) as [
  ContactCategory,
  ...ContactCategory[],
];

/** Limits mirror the `contact_messages` table checks, so a valid form is never refused by them. */
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

export const contactMessageSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your name'),
      z.maxLength(120, 'Your name can be at most 120 characters'),
    ),
  email: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Please enter your e-mail address, so we can reply'),
        z.maxLength(254, 'An e-mail address can be at most 254 characters'),
      ),
    z.email('Please enter a valid e-mail address, like name@example.com'),
  ),
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Please enter a subject of at least 3 characters'),
      z.maxLength(200, 'The subject can be at most 200 characters'),
    ),
  category: z.enum(categoryValues, { error: 'Please choose what your message is about' }),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(MESSAGE_MIN, `Please write at least ${MESSAGE_MIN} characters, so we can help`),
      z.maxLength(MESSAGE_MAX, `Your message can be at most ${MESSAGE_MAX} characters`),
    ),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessageInput;
export type ContactDraft = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_DRAFT: ContactDraft = {
  name: '',
  email: '',
  subject: '',
  category: '',
  message: '',
};

/** Validates a draft: either the clean message or the first error of each field. */
export function validateContactDraft(
  draft: ContactDraft,
): { ok: true; value: ContactMessageInput } | { ok: false; errors: ContactFieldErrors } {
  const result = contactMessageSchema.safeParse(draft);
  if (result.success) return { ok: true, value: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
