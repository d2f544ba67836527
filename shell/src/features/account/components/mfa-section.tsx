import { notify } from '@astro/shared';
import type { Factor, User } from '@supabase/supabase-js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { removeFactor } from '../api/mfa-api';
import { useSecondStepPrompt } from '../hooks/use-second-step-prompt';
import { displayPhone } from '../model/phone-number';
import { accountChangeErrorText, needsSecondStep, SECOND_STEP_TEXTS } from '../model/second-step';
import { PhoneFactorDialog } from './phone-factor-dialog';
import { SectionCard } from './section-card';
import { TotpEnrollDialog } from './totp-enroll-dialog';

const describe = (factor: Factor) =>
  factor.factor_type === 'phone'
    ? `Text messages to ${displayPhone((factor as { phone?: string }).phone)}`
    : 'Authenticator app';

/** Two-step verification: the verified factors, removing one, adding an app or a phone. */
export function MfaSection({ user, onChanged }: { user: User; onChanged: () => Promise<void> }) {
  const [dialog, setDialog] = useState<'totp' | 'phone' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const secondStep = useSecondStepPrompt();
  const factors = (user.factors ?? []).filter((factor) => factor.status === 'verified');

  const remove = async (factor: Factor, afterSecondStep = false) => {
    setError(null);
    const { error: failure } = await removeFactor(factor.id);
    if (failure) {
      // Only a session that passed the second step may remove one: ask for a code, then retry.
      if (needsSecondStep(failure) && !afterSecondStep) {
        return secondStep.ask({
          onPassed: () => void remove(factor, true),
          onDeclined: () => setError(SECOND_STEP_TEXTS.declined),
        });
      }
      return setError(accountChangeErrorText(failure));
    }
    await onChanged();
    notify({ title: 'Two-step method removed', description: describe(factor) });
  };

  /** Adding a factor to an account that has one also needs the second step first. */
  const secondStepForEnrolment = (kind: 'totp' | 'phone') => {
    setDialog(null);
    secondStep.ask({
      onPassed: () => setDialog(kind),
      onDeclined: () => setError(SECOND_STEP_TEXTS.declined),
    });
  };

  const enrolled = async (kind: 'totp' | 'phone') => {
    setDialog(null);
    await onChanged();
    notify({
      title: 'Two-step verification is on',
      description:
        kind === 'totp'
          ? 'Your authenticator app is set up.'
          : 'Your phone will receive sign-in codes.',
    });
  };

  return (
    <SectionCard
      title="Two-step verification"
      intro="After your password, ask for a code from an authenticator app or by text message. Someone who learns your password still cannot sign in. A phone added here only receives sign-in codes; the contact number above is separate."
    >
      {factors.length === 0 ? (
        <Alert severity="info">Two-step verification is off.</Alert>
      ) : (
        <List aria-label="Two-step methods" disablePadding>
          {factors.map((factor) => (
            <ListItem
              key={factor.id}
              divider
              secondaryAction={
                <Button
                  color="error"
                  onClick={() => void remove(factor)}
                  aria-label={`Remove ${describe(factor)}`}
                >
                  Remove
                </Button>
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{describe(factor)}</span>
                    <Chip size="small" color="success" label="On" />
                  </Stack>
                }
                secondary={factor.friendly_name || undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={() => setDialog('totp')}>
          Set up authenticator app
        </Button>
        <Button variant="outlined" onClick={() => setDialog('phone')}>
          Add a phone
        </Button>
      </Stack>
      {dialog === 'totp' && (
        <TotpEnrollDialog
          open
          onClose={() => setDialog(null)}
          onEnrolled={() => void enrolled('totp')}
          onSecondStepNeeded={() => secondStepForEnrolment('totp')}
        />
      )}
      <PhoneFactorDialog
        open={dialog === 'phone'}
        onClose={() => setDialog(null)}
        onEnrolled={() => void enrolled('phone')}
        onSecondStepNeeded={() => secondStepForEnrolment('phone')}
      />
      {secondStep.dialog}
    </SectionCard>
  );
}
