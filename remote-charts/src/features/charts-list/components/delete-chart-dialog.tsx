import { notify } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDeleteChartMutation } from '../../saved-charts';

export interface DeleteChartDialogProps {
  chart: { id: string; name: string };
  onClose: () => void;
}

export function DeleteChartDialog({ chart, onClose }: DeleteChartDialogProps) {
  const [remove, { isLoading, error }] = useDeleteChartMutation();
  const confirm = async () => {
    const result = await remove(chart.id);
    // A failure stays in the open dialog; a success closes it, so the toast is its only word.
    if ('error' in result) return;
    notify({ title: 'Chart deleted', description: `“${chart.name}” was removed from your account.`, variant: 'success' });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-chart-title" aria-describedby="delete-chart-text">
      <DialogTitle id="delete-chart-title">Delete chart?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-chart-text">
          “{chart.name}” will be deleted from your account. This cannot be undone.
        </DialogContentText>
        {error && <Alert severity="error" sx={{ mt: 2 }}>The chart could not be deleted: {'message' in error ? error.message : 'unknown error'}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isLoading}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
