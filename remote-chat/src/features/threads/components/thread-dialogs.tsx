import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { RENAME_MAX, renameProblem, type Thread } from '../model/thread';

export function RenameDialog({
  thread,
  busy,
  onCancel,
  onSave,
}: {
  thread: Thread;
  busy: boolean;
  onCancel(): void;
  onSave(title: string): void;
}) {
  const [title, setTitle] = useState(thread.title);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="rename-title" fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const issue = renameProblem(title);
          setProblem(issue);
          if (!issue) onSave(title.trim());
        }}
      >
        <DialogTitle id="rename-title">Rename conversation</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            label="Title"
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? `Up to ${RENAME_MAX} characters`}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function DeleteDialog({
  thread,
  busy,
  onCancel,
  onConfirm,
}: {
  thread: Thread;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="delete-title" aria-describedby="delete-text">
      <DialogTitle id="delete-title">Delete this conversation?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-text">
          “{thread.title}” with {thread.with} and all its messages will be deleted. This cannot be
          undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
