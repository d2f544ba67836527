import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  abandonFactor,
  challengeNewPhoneFactor,
  enrollPhoneFactor,
  verifyFactorCode,
} from '../api/mfa-api';
import { phoneNumberSchema, smsCodeSchema } from '../model/phone-number';
import { accountChangeErrorText, needsSecondStep } from '../model/second-step';

/** Adds a phone as a second factor: the number, then the code texted to it. */
export function PhoneFactorDialog({
  open,
  onClose,
  onEnrolled,
  onSecondStepNeeded,
}: {
  open: boolean;
  onClose: () => void;
  onEnrolled: () => void;
  /** The server wants the account's existing second step passed before adding another. */
  onSecondStepNeeded: () => void;
}) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<{ factorId: string; challengeId: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setPhone('');
    setCode('');
    setPending(null);
    setError(null);
  };
  const cancel = () => {
    if (pending) void abandonFactor(pending.factorId);
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!pending) {
      const parsed = phoneNumberSchema.safeParse(phone);
      if (!parsed.success) return setError(parsed.error.issues[0]!.message);
      setBusy(true);
      const enrolled = await enrollPhoneFactor(parsed.data);
      if (enrolled.error) {
        setBusy(false);
        // The number stays typed in: after the code the person sends it again.
        if (needsSecondStep(enrolled.error)) return onSecondStepNeeded();
        return setError(accountChangeErrorText(enrolled.error));
      }
      const challenge = await challengeNewPhoneFactor(enrolled.data.id);
      setBusy(false);
      if (challenge.error) return setError(challenge.error.message);
      return setPending({ factorId: enrolled.data.id, challengeId: challenge.data.id });
    }
    const parsed = smsCodeSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setBusy(true);
    const verified = await verifyFactorCode({ ...pending, code: parsed.data });
    setBusy(false);
    if (verified.error) {
      return setError(
        verified.error.code === 'mfa_verification_failed'
          ? 'Invalid verification code'
          : verified.error.message,
      );
    }
    reset();
    onEnrolled();
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      aria-labelledby="phone-factor-title"
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="phone-factor-title">Add a phone for sign-in codes</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {pending ? (
              <>
                <Typography>
                  We texted a 6-digit code to {phone}. It expires in 5 minutes.
                </Typography>
                <TextField
                  label="Code from the text message"
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                  required
                />
              </>
            ) : (
              <TextField
                label="Mobile number"
                type="tel"
                autoComplete="tel"
                placeholder="+44 7700 900123"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                helperText="In international format, starting with + and the country code."
                required
              />
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {pending ? 'Verify phone' : 'Text me a code'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
