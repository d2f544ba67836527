import { z } from 'zod';
import { parseRows } from '../../../lib/parse-rows';

export const testimonialSchema = z.object({
  id: z.string(),
  author_name: z.string(),
  author_title: z.string().nullable(),
  quote: z.string(),
  rating: z.number().int().min(1).max(5).nullable().catch(null),
  published: z.boolean(),
  sort_order: z.number().int(),
  created_at: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const parseTestimonials = parseRows(testimonialSchema);

/** The form, validated with the same limits as the table's checks so a valid form is never refused. */
export const testimonialFormSchema = z.object({
  author_name: z
    .string()
    .trim()
    .min(1, 'Enter the author’s name')
    .max(120, 'At most 120 characters'),
  author_title: z
    .string()
    .trim()
    .max(160, 'At most 160 characters')
    .transform((title) => title || null),
  quote: z.string().trim().min(1, 'Enter the quote').max(2000, 'At most 2000 characters'),
  rating: z
    .string()
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(z.number().int().min(1).max(5).nullable()),
  published: z.boolean(),
});
export type TestimonialDraft = {
  author_name: string;
  author_title: string;
  quote: string;
  rating: string;
  published: boolean;
};
export type TestimonialValues = z.output<typeof testimonialFormSchema>;

export const EMPTY_TESTIMONIAL: TestimonialDraft = {
  author_name: '',
  author_title: '',
  quote: '',
  rating: '5',
  // Adding a testimonial is nearly always meant for the home page; a draft is one switch away.
  published: true,
};

export const draftOf = (t: Testimonial): TestimonialDraft => ({
  author_name: t.author_name,
  author_title: t.author_title ?? '',
  quote: t.quote,
  rating: t.rating === null ? '' : String(t.rating),
  published: t.published,
});

/** A new testimonial goes to the end of the list. */
export const nextSortOrder = (list: Testimonial[]) =>
  Math.max(0, ...list.map((t) => t.sort_order)) + 1;
