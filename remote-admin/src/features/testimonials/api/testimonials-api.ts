import { baseApi } from '@astro/shared';
import { crudEndpoints } from '../../../components';
import { parseTestimonials, type Testimonial, type TestimonialValues } from '../model/testimonial';

/** Admins read and write every testimonial (row-level security); the home page shows published ones. */
export const testimonialsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = crudEndpoints<
      Testimonial,
      TestimonialValues & { sort_order: number },
      Partial<TestimonialValues>
    >(build, {
      table: 'testimonials',
      columns: 'id,author_name,author_title,quote,rating,published,sort_order,created_at',
      order: [{ column: 'sort_order' }, { column: 'created_at' }],
      tag: 'Testimonial',
      parse: parseTestimonials,
    });
    return {
      allTestimonials: crud.list,
      createTestimonial: crud.create,
      updateTestimonial: crud.update,
      deleteTestimonial: crud.remove,
      reorderTestimonials: build.mutation<unknown, string[]>({
        query: (orderedIds) => ({
          kind: 'rpc',
          fn: 'admin_reorder_testimonials',
          args: { ordered_ids: orderedIds },
        }),
        invalidatesTags: ['Testimonial'],
      }),
    };
  },
});

export const {
  useAllTestimonialsQuery,
  useCreateTestimonialMutation,
  useUpdateTestimonialMutation,
  useDeleteTestimonialMutation,
  useReorderTestimonialsMutation,
} = testimonialsAdminApi;
