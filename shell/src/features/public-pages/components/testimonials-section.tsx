import { useAfterIdle } from '@astro/shared';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useRef } from 'react';
import { type Testimonial, usePublishedTestimonialsQuery } from '../api/testimonials-api';
import { useLiveTestimonials } from '../api/use-live-testimonials';

/**
 * Published testimonials, kept up to date while on screen; the section stays out of the way while
 * loading, when empty or on error.
 */
/** When the testimonials load at the latest if the page is never idle. */
export const TESTIMONIALS_LOAD_DEADLINE_MS = 2000;

export function TestimonialsSection() {
  // Below the fold: the query waits for an idle moment rather than run in start-up's first commit.
  const started = useAfterIdle(TESTIMONIALS_LOAD_DEADLINE_MS);
  const { data: arrived, refetch } = usePublishedTestimonialsQuery(undefined, { skip: !started });
  // Answers reach the page through the store, whose updates React renders in one task; deferred,
  // the cards render in slices that leave the page free to answer input meanwhile.
  const data = useDeferredValue(arrived);
  const section = useRef<HTMLElement>(null);
  const reload = useCallback(() => {
    if (started) void refetch();
  }, [refetch, started]);
  useLiveTestimonials(section, reload);
  return (
    // Rendered even while empty, so there is something to watch for the first one published.
    <Box
      component="section"
      ref={section}
      aria-labelledby={data?.length ? 'testimonials-title' : undefined}
    >
      {data && data.length > 0 && <TestimonialsList testimonials={data} />}
    </Box>
  );
}

function TestimonialsList({ testimonials: data }: { testimonials: Testimonial[] }) {
  return (
    <>
      <Typography id="testimonials-title" variant="h2" sx={{ mb: 2 }}>
        What our users say
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {data.map((testimonial) => (
          <li key={testimonial.id}>
            <Card variant="outlined" component="figure" sx={{ m: 0, height: '100%' }}>
              <CardContent>
                <FormatQuoteIcon aria-hidden sx={{ color: 'primary.main' }} />
                <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                  {testimonial.quote}
                </Typography>
                <Typography component="figcaption">
                  <Box component="span" sx={{ fontWeight: 600, display: 'block' }}>
                    {testimonial.author_name}
                  </Box>
                  {testimonial.author_title && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {testimonial.author_title}
                    </Typography>
                  )}
                </Typography>
                {testimonial.rating !== null && (
                  <Rating
                    value={testimonial.rating}
                    readOnly
                    size="small"
                    sx={{ mt: 1 }}
                    aria-label={`Rated ${testimonial.rating} out of 5`}
                  />
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    </>
  );
}
