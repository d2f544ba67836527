import MenuBook from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Source } from '../model/sources';

/**
 * The knowledge excerpts an answer drew on, numbered as the answer cites them ([1], [2], …).
 * Closed at first: on a phone the excerpts pushed the answer itself out of view.
 */
export function SourcesList({ sources }: { sources: Source[] }) {
  if (sources.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label="Sources"
      sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
      data-testid="answer-sources"
    >
      <Box
        component="details"
        sx={{ '& > summary': { cursor: 'pointer', listStylePosition: 'outside' } }}
      >
        <Box component="summary" sx={{ mb: 0.5 }}>
          <Stack
            direction="row"
            spacing={0.75}
            sx={{ alignItems: 'center', display: 'inline-flex' }}
          >
            <MenuBook fontSize="small" aria-hidden="true" />
            <Typography variant="subtitle2" component="span">
              Sources ({sources.length})
            </Typography>
          </Stack>
        </Box>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {sources.map((source) => (
            <Typography
              component="li"
              variant="body2"
              key={`${source.ref}-${source.title}`}
              value={source.ref}
              sx={{ mb: 0.75 }}
            >
              <Box component="span" sx={{ fontWeight: 600 }}>
                {source.title}
              </Box>
              {source.source && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  ({source.source})
                </Typography>
              )}
              {source.excerpt && (
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {source.excerpt}
                </Typography>
              )}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
