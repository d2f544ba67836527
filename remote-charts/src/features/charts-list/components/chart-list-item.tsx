import { Link as RouterLink } from '@astro/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { bigThreeOf, GLYPH_FONT_FAMILY, SIGN_GLYPHS, type Sign } from '@astro/astrology';
import type { SavedChart } from '../../saved-charts';

export interface ChartListItemProps {
  chart: SavedChart;
  /** Saved on this device, not yet on the server: it cannot be renamed or deleted there yet. */
  pending?: boolean;
  onRename?: () => void;
  onDelete?: () => void;
}

function Placement({ label, sign }: { label: string; sign: Sign | null | undefined }) {
  if (!sign) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}{' '}
      <Box component="span" aria-hidden="true" sx={{ fontFamily: GLYPH_FONT_FAMILY }}>
        {SIGN_GLYPHS[sign]}
      </Box>{' '}
      {sign}
    </Typography>
  );
}

export function ChartListItem({ chart, pending = false, onRename, onDelete }: ChartListItemProps) {
  const { birth, snapshot } = chart;
  // A snapshot from an older version is recomputed when the chart is opened.
  const bigThree = snapshot ? bigThreeOf(snapshot) : null;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, listStyle: 'none' }}
      data-chart-id={chart.id}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link
              component={RouterLink}
              to={`/charts/${chart.id}`}
              variant="h6"
              underline="hover"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {birth.name}
            </Link>
            {pending && <Chip size="small" color="warning" label="Waiting to sync" />}
          </Stack>
          <Typography variant="body2">
            {birth.date}
            {birth.time ? `, ${birth.time}` : ', time unknown'} · {birth.place.name}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            <Placement label="Sun" sign={bigThree?.sun} />
            <Placement label="Moon" sign={bigThree?.moon} />
            <Placement label="Ascendant" sign={bigThree?.ascendant} />
          </Stack>
        </Box>
        {!pending && (
          <Stack direction="row">
            <Tooltip title="Rename">
              <IconButton aria-label={`Rename ${birth.name}`} onClick={onRename}>
                <EditIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete ${birth.name}`} onClick={onDelete}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
