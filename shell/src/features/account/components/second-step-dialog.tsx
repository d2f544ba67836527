import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SECOND_STEP_TEXTS } from '../model/second-step';
import { MfaChallengeStep } from './mfa-challenge-step';

/**
 * Asks for a code from one of the account's factors in the middle of a change the server refused
 * to a session that has not passed the second step (an old tab, a factor added on another device).
 */
export function SecondStepDialog({
  onPassed,
  onClose,
}: {
  onPassed: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="second-step-title" fullWidth maxWidth="xs">
      <DialogTitle id="second-step-title">{SECOND_STEP_TEXTS.promptTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{SECOND_STEP_TEXTS.promptIntro}</Typography>
          <MfaChallengeStep onVerified={onPassed} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
