import type { User, UserIdentity } from '@supabase/supabase-js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { unlinkIdentity } from '../api/sign-in-api';
import { formatWhen } from '../model/durations';
import { SectionCard } from './section-card';

const PROVIDER_NAMES: Record<string, string> = {
  email: 'E-mail and password',
  github: 'GitHub',
  google: 'Google',
  gitlab: 'GitLab',
};

/** The ways to sign in to this account; any but the last can be unlinked. */
export function IdentitiesSection({
  user,
  onChanged,
}: {
  user: User;
  onChanged: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const identities = user.identities ?? [];

  const unlink = async (identity: UserIdentity) => {
    setError(null);
    const { error: failure } = await unlinkIdentity(identity);
    if (failure) return setError(failure.message);
    await onChanged();
  };

  return (
    <SectionCard title="Linked sign-in methods" intro="Accounts you can use to sign in here.">
      <List aria-label="Linked sign-in methods" disablePadding>
        {identities.map((identity) => {
          const name = PROVIDER_NAMES[identity.provider] ?? identity.provider;
          return (
            <ListItem
              key={identity.identity_id}
              divider
              secondaryAction={
                <Button
                  onClick={() => void unlink(identity)}
                  disabled={identities.length <= 1}
                  aria-label={`Unlink ${name}`}
                >
                  Unlink
                </Button>
              }
            >
              <ListItemText
                primary={name}
                secondary={`${identity.identity_data?.email ?? ''} · last used ${formatWhen(identity.last_sign_in_at)}`}
              />
            </ListItem>
          );
        })}
      </List>
      {identities.length <= 1 && (
        <Alert severity="info">Your only sign-in method cannot be unlinked.</Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </SectionCard>
  );
}
