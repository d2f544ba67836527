import { notify, useNavigate } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { deleteOwnAccount } from '../api/account-api';
import { SectionCard } from './section-card';

const CONFIRM_WORD = 'DELETE';

/** Deletes the account and its personal data, after typing a confirmation word. */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    setTyped('');
    setError(null);
  };

  const deleteAccount = async () => {
    setBusy(true);
    setError(null);
    const { error: failure } = await deleteOwnAccount(userId);
    setBusy(false);
    if (failure) return setError(failure);
    notify({
      title: 'Account deleted',
      description: 'Your account and personal data are gone. Thank you for stargazing with us.',
    });
    navigate('/', { replace: true });
  };

  return (
    <SectionCard
      title="Delete account"
      tone="danger"
      intro="Deletes your profile, charts, chats, lesson progress, pictures and messages you sent us. This cannot be undone."
    >
      <Button
        color="error"
        variant="outlined"
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Delete my account
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-text"
      >
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-account-text" sx={{ mb: 2 }}>
            Everything listed will be deleted at once and you will be signed out. Type{' '}
            {CONFIRM_WORD} to confirm.
          </DialogContentText>
          <TextField
            label={`Type ${CONFIRM_WORD} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            fullWidth
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Keep my account</Button>
          <Button
            color="error"
            variant="contained"
            disabled={typed.trim() !== CONFIRM_WORD || busy}
            onClick={() => void deleteAccount()}
          >
            Delete forever
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
