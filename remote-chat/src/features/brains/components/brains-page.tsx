import { Link, LoadError, Page } from '@astro/shared';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LOAD_BRAINS_ERROR, useGetBrainsQuery } from '../api/brains-api';

/** /brains: the specialised assistants in featured order; each starts a chat on /chat. */
export default function BrainsPage() {
  const { data: brains, isLoading, isError, refetch } = useGetBrainsQuery();
  return (
    <Page
      title="Brains"
      description="Specialised astrology assistants, each grounded in its own knowledge base and citing its sources."
      source="chat"
    >
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        Each brain is an assistant with its own focus and its own library of reference notes. Its
        answers cite the notes they draw on, so you can read further.
      </Typography>
      {isError && <LoadError message={LOAD_BRAINS_ERROR} onRetry={() => void refetch()} />}
      <Box
        component="ul"
        aria-label="Brains"
        aria-busy={isLoading}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {isLoading &&
          Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton variant="rounded" height={180} />
            </li>
          ))}
        {brains?.map((brain) => (
          <li key={brain.id} data-brain={brain.id}>
            <Card
              variant="outlined"
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <CardContent sx={{ flex: 1 }}>
                <Typography
                  component="span"
                  aria-hidden="true"
                  sx={{ fontSize: '2rem', lineHeight: 1 }}
                >
                  {brain.emoji}
                </Typography>
                <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                  {brain.title}
                </Typography>
                <Typography color="text.secondary">{brain.description}</Typography>
              </CardContent>
              <CardActions>
                <Button
                  component={Link}
                  to={`/chat?brainId=${encodeURIComponent(brain.id)}`}
                  variant="contained"
                  aria-label={`Chat with ${brain.title}`}
                >
                  Start chat
                </Button>
              </CardActions>
            </Card>
          </li>
        ))}
      </Box>
    </Page>
  );
}
