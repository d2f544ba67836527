import { baseApi } from '@astro/shared';
// zod/mini: the home page loads this on every first visit.
import * as z from 'zod/mini';

const testimonialSchema = z.object({
  id: z.string(),
  author_name: z.string(),
  author_title: z.nullable(z.string()),
  quote: z.string(),
  rating: z.nullable(z.int().check(z.minimum(1), z.maximum(5))),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

const testimonialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publishedTestimonials: build.query<Testimonial[], void>({
      // Admins can read unpublished rows too, so the filter is explicit rather than left to RLS.
      query: () => ({
        kind: 'select',
        table: 'testimonials',
        columns: 'id,author_name,author_title,quote,rating',
        match: { published: true },
        order: [{ column: 'sort_order' }, { column: 'created_at' }],
        limit: 12,
      }),
      transformResponse: (rows: unknown) => z.array(testimonialSchema).parse(rows),
      providesTags: ['Testimonial'],
    }),
  }),
});

export const { usePublishedTestimonialsQuery } = testimonialsApi;
