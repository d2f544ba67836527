import { notify } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useRef, useState } from 'react';
import { useRenameChartMutation } from '../../saved-charts';

export interface RenameChartDialogProps {
  chart: { id: string; name: string };
  onClose: () => void;
}

export function RenameChartDialog({ chart, onClose }: RenameChartDialogProps) {
  const [name, setName] = useState(chart.name);
  const input = useRef<HTMLInputElement>(null);
  const [rename, { isLoading, error }] = useRenameChartMutation();
  const trimmed = name.trim();
  const problem = trimmed === '' ? 'Enter a name' : trimmed.length > 120 ? 'Use at most 120 characters' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    if (trimmed === chart.name) return onClose();
    const result = await rename({ id: chart.id, name: trimmed });
    if ('error' in result) return;
    notify({ title: 'Chart renamed', description: `It is now called “${trimmed}”.`, variant: 'success' });
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="rename-chart-title"
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onEntered: () => input.current?.select() } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="rename-chart-title">Rename chart</DialogTitle>
        <DialogContent>
          <TextField
            inputRef={input}
            fullWidth
            margin="dense"
            label="Chart name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={problem !== null}
            helperText={problem ?? ' '}
          />
          {error && <Alert severity="error">The chart could not be renamed: {'message' in error ? error.message : 'unknown error'}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={problem !== null || isLoading}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
