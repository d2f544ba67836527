import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useNotify } from '@astro/shared';
import { formatDateTime } from '../../../lib/format-date';
import type { ContactResponse } from '../model/contact-message';

/** The answers already sent, oldest first, each with a copy button. */
export function ResponseHistory({ responses }: { responses: ContactResponse[] }) {
  const toast = useNotify();
  if (responses.length === 0) return null;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: 'Response copied to clipboard' });
    } catch {
      toast({
        title: 'Error',
        description: 'Could not copy to the clipboard',
        variant: 'destructive',
      });
    }
  };
  return (
    <Box component="section" aria-label="Responses">
      <Typography variant="subtitle2" component="h4" gutterBottom>
        Responses ({responses.length})
      </Typography>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {responses.map((response, index) => (
          <Box
            component="li"
            key={`${response.created_at}-${index}`}
            sx={{
              borderLeft: 3,
              borderColor: 'primary.main',
              pl: 1.5,
              py: 0.5,
              display: 'flex',
              gap: 1,
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {response.staff_name} · {formatDateTime(response.created_at)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {response.message}
              </Typography>
            </Box>
            <Tooltip title="Copy response">
              <IconButton
                aria-label={`Copy response ${index + 1}`}
                onClick={() => void copy(response.message)}
                size="small"
              >
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
