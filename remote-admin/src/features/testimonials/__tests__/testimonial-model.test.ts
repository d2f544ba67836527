import {
  draftOf,
  nextSortOrder,
  parseTestimonials,
  testimonialFormSchema,
} from '../model/testimonial';

describe('testimonial order', () => {
  it('puts a new testimonial last', () => {
    const list = parseTestimonials([
      {
        id: 'a',
        author_name: 'A',
        author_title: null,
        quote: 'Q',
        rating: 5,
        published: true,
        sort_order: 7,
        created_at: '2025-01-01T00:00:00Z',
      },
    ]);
    expect(nextSortOrder(list)).toBe(8);
    expect(nextSortOrder([])).toBe(1);
    // An edit starts from the stored values, a missing title and rating as empty inputs.
    expect(draftOf({ ...list[0]!, rating: null })).toEqual({
      author_name: 'A',
      author_title: '',
      quote: 'Q',
      rating: '',
      published: true,
    });
  });
});

describe('testimonial form', () => {
  it('trims, turns an empty title into null and reads the rating', () => {
    expect(
      testimonialFormSchema.parse({
        author_name: ' Ana ',
        author_title: '  ',
        quote: ' Lovely ',
        rating: '4',
        published: true,
      }),
    ).toEqual({
      author_name: 'Ana',
      author_title: null,
      quote: 'Lovely',
      rating: 4,
      published: true,
    });
    expect(
      testimonialFormSchema.parse({
        author_name: 'A',
        author_title: '',
        quote: 'Q',
        rating: '',
        published: false,
      }).rating,
    ).toBeNull();
    expect(
      testimonialFormSchema
        .safeParse({ author_name: '', author_title: '', quote: 'Q', rating: '9', published: false })
        .error?.issues.map((i) => i.path[0]),
    ).toEqual(['author_name', 'rating']);
  });
});
