import { Link as RouterLink, Page, useParams, LoadError } from '@astro/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMediaBySlugQuery } from '../api/media-api';
import { bodyParagraphs, formatPublished, mediaKindLabel } from '../model/media-lookup';
import { MediaKindIcon } from './media-kind-icon';

/**
 * One work of the Arcturus library. The slug is resolved like the frame's breadcrumb title:
 * case-insensitively, exact match first, then partial.
 */
export default function ContentPage() {
  const { slug = '' } = useParams();
  const { data: item, error, isFetching, refetch } = useMediaBySlugQuery(slug);

  if (isFetching && !item) {
    return (
      <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, md: 3 }, py: 4 }}>
        <Typography role="status">Loading…</Typography>
      </Box>
    );
  }

  if (error) {
    return (
      <Page
        title="Could not load this work"
        description="The Arcturus library could not be reached."
      >
        <LoadError
          message="The library could not be reached. Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      </Page>
    );
  }

  if (!item) {
    return (
      <Page title="Content not found" description="This work is not in the Arcturus library.">
        <Typography sx={{ mb: 3 }}>
          We could not find a published work called “{slug}”. It may have been renamed or not
          published yet.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/arcturus" variant="contained">
            Browse the library
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            Go home
          </Button>
        </Stack>
      </Page>
    );
  }

  const published = formatPublished(item.published_at);
  return (
    <Page
      title={item.title}
      description={item.summary || `${mediaKindLabel(item.kind)} from the Arcturus library.`}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
        <Chip
          variant="outlined"
          icon={<MediaKindIcon kind={item.kind} />}
          label={mediaKindLabel(item.kind)}
        />
        {published && item.published_at && (
          <Typography color="text.secondary">
            Published <time dateTime={item.published_at}>{published}</time>
          </Typography>
        )}
      </Stack>
      {item.cover_url && (
        <Box
          component="img"
          src={item.cover_url}
          alt=""
          sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 2, mb: 3 }}
        />
      )}
      {item.summary && (
        <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 3, maxWidth: 780 }}>
          {item.summary}
        </Typography>
      )}
      <Box component="article" sx={{ maxWidth: 780, '& p': { mb: 2, lineHeight: 1.75 } }}>
        {bodyParagraphs(item.body).map((paragraph, index) => (
          <Typography key={index} component="p" sx={{ fontSize: '1.1rem' }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
      <Button component={RouterLink} to="/arcturus" variant="outlined" sx={{ mt: 2 }}>
        Back to the library
      </Button>
    </Page>
  );
}
