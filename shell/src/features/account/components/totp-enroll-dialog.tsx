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
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { abandonFactor, enrollAuthenticatorApp, verifyFactorCode } from '../api/mfa-api';
import { smsCodeSchema } from '../model/phone-number';
import { accountChangeErrorText, needsSecondStep } from '../model/second-step';

/**
 * auth-js hands the SVG over as `data:image/svg+xml;utf-8,<svg…>` without encoding it; encoded
 * again, the picture shows whatever characters the server's SVG contains.
 */
function svgDataUrl(qrCode: string): string {
  const at = qrCode.indexOf('<svg');
  if (at === -1) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode.slice(at))}`;
}

interface Enrollment {
  id: string;
  qrCode: string;
  secret: string;
}

/**
 * Sets up an authenticator app: shows the QR code (and the secret for typing in), then asks for
 * the first code. Closing before that removes the half-made factor. Mounted afresh for each use.
 */
export function TotpEnrollDialog({
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
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secondStepNeeded = useEffectEvent(onSecondStepNeeded);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    void enrollAuthenticatorApp().then(({ data, error: failure }) => {
      if (cancelled) {
        if (data) void abandonFactor(data.id);
        return;
      }
      if (failure) {
        if (needsSecondStep(failure)) return secondStepNeeded();
        return setError(accountChangeErrorText(failure));
      }
      setEnrollment({
        id: data.id,
        qrCode: svgDataUrl(data.totp.qr_code),
        secret: data.totp.secret,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [open]);

  const cancel = () => {
    if (enrollment) void abandonFactor(enrollment.id);
    onClose();
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!enrollment) return;
    const parsed = smsCodeSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setBusy(true);
    const { error: failure } = await verifyFactorCode({
      factorId: enrollment.id,
      code: parsed.data,
    });
    setBusy(false);
    if (failure) {
      setCode('');
      return setError(
        failure.code === 'mfa_verification_failed'
          ? 'That code is not right. Wait for a new one and try again.'
          : failure.message,
      );
    }
    setEnrollment(null);
    onEnrolled();
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      aria-labelledby="totp-enroll-title"
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={verify}>
        <DialogTitle id="totp-enroll-title">Set up an authenticator app</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>
              Scan this code with an authenticator app (such as 1Password, Google Authenticator or
              Authy), then enter the 6-digit code it shows.
            </Typography>
            {enrollment ? (
              <>
                <Box
                  component="img"
                  src={enrollment.qrCode}
                  alt="QR code to scan with your authenticator app"
                  sx={{
                    width: 200,
                    height: 200,
                    alignSelf: 'center',
                    bgcolor: '#fff',
                    p: 1,
                    borderRadius: 1,
                  }}
                />
                <TextField
                  label="Setup key (if you cannot scan)"
                  value={enrollment.secret}
                  slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'totp-secret' } }}
                />
                <TextField
                  label="Code from the app"
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                  required
                />
              </>
            ) : (
              !error && <Typography role="status">Preparing your QR code…</Typography>
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
          <Button type="submit" variant="contained" disabled={!enrollment || busy}>
            Verify and turn on
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
