import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { CrudManager, type CrudConfig } from '../../../components';
import {
  useAllTestimonialsQuery,
  useCreateTestimonialMutation,
  useDeleteTestimonialMutation,
  useReorderTestimonialsMutation,
  useUpdateTestimonialMutation,
} from '../api/testimonials-api';
import {
  draftOf,
  EMPTY_TESTIMONIAL,
  nextSortOrder,
  testimonialFormSchema,
  type Testimonial,
  type TestimonialDraft,
  type TestimonialValues,
} from '../model/testimonial';

function TestimonialSummary({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <>
      <Typography component="blockquote" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        “{t.quote}”
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t.author_name}
        {t.author_title ? `, ${t.author_title}` : ''}
      </Typography>
      {t.rating !== null && (
        <Rating value={t.rating} readOnly size="small" aria-label={`Rated ${t.rating} out of 5`} />
      )}
    </>
  );
}

const TESTIMONIALS: CrudConfig<
  Testimonial,
  TestimonialDraft,
  TestimonialValues,
  TestimonialValues & { sort_order: number }
> = {
  name: 'testimonial',
  api: {
    useList: useAllTestimonialsQuery,
    useCreate: useCreateTestimonialMutation,
    useUpdate: useUpdateTestimonialMutation,
    useRemove: useDeleteTestimonialMutation,
  },
  schema: testimonialFormSchema,
  empty: EMPTY_TESTIMONIAL,
  toDraft: draftOf,
  // A new testimonial goes to the end of the list.
  toCreate: (values, items) => ({ ...values, sort_order: nextSortOrder(items) }),
  fields: [
    { kind: 'text', key: 'author_name', label: 'Author', required: true },
    {
      kind: 'text',
      key: 'author_title',
      label: "Author's title",
      hint: 'For example “Yoga teacher” (optional)',
    },
    { kind: 'text', key: 'quote', label: 'Quote', required: true, multiline: true, minRows: 3 },
    {
      kind: 'select',
      key: 'rating',
      label: 'Rating',
      options: [
        { value: '', label: 'No rating' },
        ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} of 5` })),
      ],
    },
    { kind: 'switch', key: 'published', label: 'Published on the home page' },
  ],
  renderItem: (t) => <TestimonialSummary testimonial={t} />,
  toggle: {
    label: 'Published',
    isOn: (t) => t.published,
    patch: (_, on) => ({ published: on }),
    failed: 'Failed to change the testimonial',
    changed: (_, on) =>
      on
        ? { title: 'Published', description: 'Now shown on the home page.' }
        : { title: 'Unpublished', description: 'Removed from the home page.' },
  },
  reorder: {
    useReorder: useReorderTestimonialsMutation,
    upLabel: (t) => `Move ${t.author_name}'s testimonial up`,
    downLabel: (t) => `Move ${t.author_name}'s testimonial down`,
    failed: 'Failed to reorder the testimonials',
  },
  texts: {
    heading: 'Testimonials',
    newItem: 'New testimonial',
    editItem: 'Edit testimonial',
    loading: 'Loading testimonials…',
    loadFailed: 'Failed to load testimonials.',
    empty: 'No testimonials yet.',
    saveFailed: 'Failed to save the testimonial',
    saved: (values) => ({
      title: 'Testimonial saved',
      description: values.published ? 'It is shown on the home page.' : 'It is saved as a draft.',
    }),
    editLabel: (t) => `Edit ${t.author_name}'s testimonial`,
    deleteLabel: (t) => `Delete ${t.author_name}'s testimonial`,
    deleteTitle: 'Delete this testimonial?',
    deleteWarning: (t) => `The quote by ${t.author_name} will be removed for good.`,
    deleteFailed: 'Failed to delete the testimonial',
    deleted: (t) => ({
      title: 'Testimonial deleted',
      description: `The quote by ${t.author_name} was deleted.`,
    }),
  },
};

/** Create, edit, publish, reorder and delete the quotes the home page shows. */
export function TestimonialsManager() {
  return <CrudManager config={TESTIMONIALS} />;
}
