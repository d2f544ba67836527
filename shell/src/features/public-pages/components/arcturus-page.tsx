import { Link as RouterLink, Page, LoadError } from '@astro/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePublishedMediaQuery } from '../api/media-api';
import { formatPublished, mediaKindLabel, type MediaItem } from '../model/media-lookup';
import { MediaKindIcon } from './media-kind-icon';

/**
 * The whole card opens the work, but the link itself is the title: its accessible name is the
 * visible title, and a pseudo-element stretches its click area over the card.
 */
function MediaCard({ item }: { item: MediaItem }) {
  const published = formatPublished(item.published_at);
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        position: 'relative',
        transition: 'border-color 120ms',
        '&:hover, &:focus-within': { borderColor: 'primary.main' },
      }}
    >
      {item.cover_url && <CardMedia component="img" height="160" image={item.cover_url} alt="" />}
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            icon={<MediaKindIcon kind={item.kind} />}
            label={mediaKindLabel(item.kind)}
          />
          {published && item.published_at && (
            <Typography
              variant="body2"
              color="text.secondary"
              component="time"
              dateTime={item.published_at}
            >
              {published}
            </Typography>
          )}
        </Stack>
        <Typography component="h2" variant="h6" gutterBottom>
          <Link
            component={RouterLink}
            to={`/content/${item.slug}`}
            color="inherit"
            underline="hover"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {item.title}
          </Link>
        </Typography>
        <Typography color="text.secondary">{item.summary}</Typography>
      </CardContent>
    </Card>
  );
}

export default function ArcturusPage() {
  const { data, error, isLoading, refetch } = usePublishedMediaQuery();
  return (
    <Page
      title="Arcturus"
      description="The Arcturus library: the author's articles, books, videos and podcast episodes on astrology, astronomy and the lore of the stars."
    >
      <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 2, maxWidth: 820 }}>
        Arcturus, the “guardian of the bear”, is the brightest star of the northern sky and the name
        of our library: the author’s articles, books, videos and podcast episodes on astrology,
        astronomy and the lore of the stars.
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: 820 }}>
        Each piece stands on its own, and together they follow one thread: how people have read
        meaning into the sky, and how to do it with care today. New works appear here when they are
        published. To discuss them, ask the Arcturus Wisdom brain.
      </Typography>

      {isLoading && (
        <Box
          role="status"
          aria-label="Loading the library"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
        >
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={160} />
          ))}
        </Box>
      )}

      {error && (
        <LoadError
          message="The library could not be loaded. Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}

      {data && data.length === 0 && (
        <Typography>No works have been published yet. Please come back soon.</Typography>
      )}

      {data && data.length > 0 && (
        <Box
          component="ul"
          aria-label="Works in the library"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          }}
        >
          {data.map((item) => (
            <li key={item.id}>
              <MediaCard item={item} />
            </li>
          ))}
        </Box>
      )}
    </Page>
  );
}
