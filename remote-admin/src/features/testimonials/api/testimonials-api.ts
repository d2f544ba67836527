import { baseApi } from '@astro/shared';
import { parseTestimonials, type Testimonial, type TestimonialValues } from '../model/testimonial';

const COLUMNS = 'id,author_name,author_title,quote,rating,published,sort_order,created_at';

/** Admins read and write every testimonial (row-level security); the home page shows published ones. */
export const testimonialsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    allTestimonials: build.query<Testimonial[], void>({
      query: () => ({
        kind: 'select',
        table: 'testimonials',
        columns: COLUMNS,
        order: [{ column: 'sort_order' }, { column: 'created_at' }],
        limit: 500,
      }),
      transformResponse: parseTestimonials,
      providesTags: ['Testimonial'],
    }),
    createTestimonial: build.mutation<Testimonial[], TestimonialValues & { sort_order: number }>({
      query: (values) => ({ kind: 'insert', table: 'testimonials', values, columns: COLUMNS }),
      transformResponse: parseTestimonials,
      invalidatesTags: ['Testimonial'],
    }),
    updateTestimonial: build.mutation<
      Testimonial[],
      { id: string; values: Partial<TestimonialValues> }
    >({
      query: ({ id, values }) => ({
        kind: 'update',
        table: 'testimonials',
        values,
        match: { id },
        columns: COLUMNS,
      }),
      transformResponse: parseTestimonials,
      invalidatesTags: ['Testimonial'],
    }),
    deleteTestimonial: build.mutation<null, string>({
      query: (id) => ({ kind: 'delete', table: 'testimonials', match: { id } }),
      transformResponse: () => null,
      invalidatesTags: ['Testimonial'],
    }),
    reorderTestimonials: build.mutation<unknown, string[]>({
      query: (orderedIds) => ({
        kind: 'rpc',
        fn: 'admin_reorder_testimonials',
        args: { ordered_ids: orderedIds },
      }),
      invalidatesTags: ['Testimonial'],
    }),
  }),
});

export const {
  useAllTestimonialsQuery,
  useCreateTestimonialMutation,
  useUpdateTestimonialMutation,
  useDeleteTestimonialMutation,
  useReorderTestimonialsMutation,
} = testimonialsAdminApi;
