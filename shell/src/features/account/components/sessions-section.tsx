import { notify, useNavigate } from '@astro/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AUTH_TOASTS } from '../../../lib/auth-messages';
import type { AccountProfile } from '../api/account-api';
import { signOutEverywhere } from '../api/sign-in-api';
import { formatDuration, formatWhen } from '../model/durations';
import { SectionCard } from './section-card';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

/** Time spent in the app, and signing out everywhere at once. */
export function SessionsSection({ profile }: { profile: AccountProfile | null }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const signOutOfAllDevices = async () => {
    setBusy(true);
    await signOutEverywhere();
    setBusy(false);
    notify(AUTH_TOASTS.signedOut);
    navigate('/login', { replace: true });
  };

  return (
    <SectionCard title="Sessions">
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}
      >
        <Stat
          label="Total time in the app"
          value={formatDuration(profile?.session_duration_total ?? 0)}
        />
        <Stat label="Last session" value={formatDuration(profile?.last_session_duration ?? 0)} />
        <Stat label="Last active" value={formatWhen(profile?.last_active_at)} />
      </Box>
      <Typography color="text.secondary">
        Lost a device or signed in somewhere public? Sign out everywhere, including here.
      </Typography>
      <Button
        variant="outlined"
        onClick={() => void signOutOfAllDevices()}
        disabled={busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        Sign out of all devices
      </Button>
    </SectionCard>
  );
}
