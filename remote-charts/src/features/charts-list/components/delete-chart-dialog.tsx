import { notify } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { birthToInsert, type SavedChart, useDeleteChartMutation, useRestoreChartMutation } from '../../saved-charts';

export interface DeleteChartDialogProps {
  chart: SavedChart;
  onClose: () => void;
}

/** The row to put back for Undo: what was deleted, with its id and creation time. */
export function restoreRowOf(chart: SavedChart) {
  // A chart from an older version may have no current snapshot; it goes back without one, as it was.
  return {
    ...birthToInsert(chart.id, chart.birth, chart.snapshot!),
    snapshot: chart.snapshot,
    created_at: chart.createdAt,
  };
}

export function DeleteChartDialog({ chart, onClose }: DeleteChartDialogProps) {
  const [remove, { isLoading, error }] = useDeleteChartMutation();
  const [restore] = useRestoreChartMutation();
  const name = chart.birth.name;
  const undo = async () => {
    const result = await restore(restoreRowOf(chart));
    if ('error' in result) {
      notify({ title: 'Error', description: `“${name}” could not be restored.`, variant: 'destructive' });
      return;
    }
    notify({ title: 'Chart restored', description: `“${name}” is back in your charts.`, variant: 'success' });
  };
  const confirm = async () => {
    const result = await remove(chart.id);
    // A failure stays in the open dialog; a success closes it, so the toast is its only word.
    if ('error' in result) return;
    notify({
      title: 'Chart deleted',
      description: `“${name}” was removed from your account.`,
      variant: 'success',
      durationMs: 10_000,
      action: { label: 'Undo', onClick: () => void undo() },
    });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-chart-title" aria-describedby="delete-chart-text">
      <DialogTitle id="delete-chart-title">Delete chart?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-chart-text">
          “{name}” will be deleted from your account. You can undo this for a few seconds afterwards.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            The chart could not be deleted: {'message' in error ? error.message : 'unknown error'}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isLoading}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
