import { Link as RouterLink } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { BirthData } from '../../../lib/birth-data/birth-data';
import type { SavedChartSnapshot } from '@astro/astrology';
import { type SaveResult, usePendingSaves } from '../hooks/use-pending-saves';

export interface SaveChartFormProps {
  birth: BirthData;
  snapshot: SavedChartSnapshot;
}

const MAX_NAME = 120;

/** Saves the chart under a name; offline it is kept on the device and sent later. */
export function SaveChartForm({ birth, snapshot }: SaveChartFormProps) {
  const { save } = usePendingSaves();
  const [name, setName] = useState(birth.name);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SaveResult | null>(null);
  const trimmed = name.trim();
  const error =
    trimmed === ''
      ? 'Give the chart a name'
      : trimmed.length > MAX_NAME
        ? `At most ${MAX_NAME} characters`
        : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (error || busy) return;
    setBusy(true);
    try {
      setResult(await save({ ...birth, name: trimmed }, snapshot));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-label="Save chart">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Chart name"
          size="small"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setResult(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: MAX_NAME + 20 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={
            busy || error !== null || result?.state === 'saved' || result?.state === 'queued'
          }
        >
          {busy ? 'Saving…' : 'Save chart'}
        </Button>
      </Stack>
      {result?.state === 'saved' && (
        <Alert severity="success" role="status">
          Chart saved.{' '}
          <Link component={RouterLink} to={`/charts/${result.id}`}>
            Open it
          </Link>{' '}
          or see{' '}
          <Link component={RouterLink} to="/charts">
            all your charts
          </Link>
          .
        </Alert>
      )}
      {result?.state === 'queued' && (
        <Alert severity="warning" role="status">
          No connection to the server: the chart is saved on this device for now and will be saved
          to your account when you are back online.
        </Alert>
      )}
      {result?.state === 'rejected' && (
        <Alert severity="error" role="alert">
          The chart could not be saved: {result.message}
        </Alert>
      )}
    </Stack>
  );
}
