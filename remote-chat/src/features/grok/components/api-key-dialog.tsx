import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { API_KEY_FORMAT, clearStoredApiKey, readStoredApiKey, storeApiKey } from '@astro/shared';

const KEY_FORMAT_ERROR = 'An xAI key is 8 to 256 characters without spaces';

/** What the dialog says about the server's own key: only what the server reported. */
export function serverKeyText(serverHasKey: boolean | null | undefined): string {
  const storage =
    'A key saved here is stored only in this browser and sent with each AI request; the server never keeps it.';
  if (serverHasKey === true)
    return `This server has its own xAI key and uses it for every answer, so you do not need one. ${storage} It is used only if the server's key is removed.`;
  if (serverHasKey === false)
    return `This server has no xAI key of its own, so Grok answers need yours. ${storage}`;
  if (serverHasKey === null)
    return `The server did not say whether it has an xAI key of its own. If answers ask for a key, save yours here. ${storage}`;
  return 'Checking whether this server has an xAI key of its own…';
}

/** Settings for the user's own xAI key, kept only in this browser's local storage as {key}. */
export default function ApiKeyDialog({
  open,
  serverHasKey,
  onClose,
}: {
  open: boolean;
  /** What the server said about its own key: undefined while asking, null if it could not say. */
  serverHasKey: boolean | null | undefined;
  onClose(saved: boolean): void;
}) {
  const [key, setKey] = useState(() => readStoredApiKey() ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const hasStored = readStoredApiKey() !== null;

  const save = () => {
    const trimmed = key.trim();
    if (!API_KEY_FORMAT.test(trimmed)) {
      setProblem(KEY_FORMAT_ERROR);
      return;
    }
    storeApiKey(trimmed);
    onClose(true);
  };

  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      aria-labelledby="api-key-title"
      fullWidth
      maxWidth="sm"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <DialogTitle id="api-key-title">xAI API key</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }} data-testid="server-key-state">
            {serverKeyText(serverHasKey)}
          </DialogContentText>
          <TextField
            fullWidth
            type="password"
            label="Your xAI API key"
            autoComplete="off"
            value={key}
            onChange={(event) => {
              setKey(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? 'Create a key in the xAI console, then paste it here.'}
          />
        </DialogContent>
        <DialogActions>
          {hasStored && (
            <Button
              color="error"
              onClick={() => {
                clearStoredApiKey();
                onClose(true);
              }}
            >
              Remove key
            </Button>
          )}
          <Button onClick={() => onClose(false)}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save key
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
