import {
  LastUpdated,
  LoadingFallback,
  Page,
  selectSessionUser,
  useAppSelector,
} from '@astro/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useAccountProfileQuery } from '../api/account-api';
import { useAuthUser } from '../hooks/use-auth-user';
import { DeleteAccountSection } from './delete-account-section';
import { EmailPasswordSection } from './email-password-section';
import { IdentitiesSection } from './identities-section';
import { MfaSection } from './mfa-section';
import { PhoneVerificationSection } from './phone-verification-section';
import { ProfileDetailsSection } from './profile-details-section';
import { SessionsSection } from './sessions-section';

/** /profile: who the user is here, how they sign in, and leaving. */
export default function ProfilePage() {
  const sessionUser = useAppSelector(selectSessionUser);
  const { user, loading, error, reload } = useAuthUser();
  const profile = useAccountProfileQuery(sessionUser?.id ?? '', { skip: !sessionUser });

  return (
    <Page
      title="Profile"
      description="Your username, avatar, sign-in details, two-step verification and account."
      maxWidth={820}
    >
      {loading || profile.isLoading ? (
        <LoadingFallback />
      ) : !user ? (
        <Alert severity="error" role="alert">
          Your account could not be loaded{error ? `: ${error}` : ''}. Please sign in again.
        </Alert>
      ) : (
        <Stack spacing={3}>
          <LastUpdated at={profile.fulfilledTimeStamp} />
          <ProfileDetailsSection userId={user.id} profile={profile.data ?? null} />
          <EmailPasswordSection user={user} onChanged={() => void reload()} />
          <MfaSection user={user} onChanged={reload} />
          <PhoneVerificationSection user={user} onChanged={reload} />
          <IdentitiesSection user={user} onChanged={reload} />
          <SessionsSection profile={profile.data ?? null} />
          <DeleteAccountSection userId={user.id} />
        </Stack>
      )}
    </Page>
  );
}
