import {
  isNetworkFailure,
  notify,
  queueWrite,
  useAppDispatch,
  useQueuedWrites,
} from '@astro/shared';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { accountApi, useUpdateProfileMutation, type AccountProfile } from '../api/account-api';
import { AVATAR_TYPES, removeStoredAvatars, storeAvatar } from '../api/profile-api';
import { usernameErrorMessage, usernameSchema } from '../model/username';
import { SectionCard } from './section-card';

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** One queued username change per account: a newer one replaces it. */
const usernameWriteId = (userId: string) => `profile-username:${userId}`;

/** Username and avatar: what other people see of the account. */
export function ProfileDetailsSection({
  userId,
  profile,
}: {
  userId: string;
  profile: AccountProfile | null;
}) {
  // What the user typed; null until they type, so the saved name shows once it loads.
  const [draft, setDraft] = useState<string | null>(null);
  const username = draft ?? profile?.username ?? '';
  const [nameError, setNameError] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const dispatch = useAppDispatch();
  const queuedName = useQueuedWrites().items.find((item) => item.id === usernameWriteId(userId));

  /** Keeps the new name on this device until the server can be reached, and shows it meanwhile. */
  const queueUsername = (name: string) => {
    queueWrite({
      id: usernameWriteId(userId),
      userId,
      label: `Username “${name}”`,
      request: {
        kind: 'update',
        table: 'profiles',
        values: { username: name },
        match: { id: userId },
        columns: 'id',
      },
      invalidates: [{ type: 'Profile' }],
    });
    dispatch(
      accountApi.util.updateQueryData('accountProfile', userId, (cached) => {
        if (cached) cached.username = name;
      }),
    );
    setDraft(null);
    notify({
      title: 'Username waiting to sync',
      description: `You're offline: ${name} is saved to your account when you're back online.`,
    });
  };

  const saveUsername = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = usernameSchema.safeParse(username);
    if (!parsed.success) return setNameError(parsed.error.issues[0]!.message);
    setNameError(null);
    const result = await updateProfile({ userId, values: { username: parsed.data } });
    if ('error' in result && result.error) {
      const failure = result.error as { code?: string; message: string };
      if (isNetworkFailure(failure)) return queueUsername(parsed.data);
      return setNameError(usernameErrorMessage(failure));
    }
    setDraft(null);
    notify({ title: 'Username saved', description: `You now appear as ${parsed.data}.` });
  };

  const uploadAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return setAvatarError('Only image files are allowed');
    if (file.size > AVATAR_MAX_BYTES) return setAvatarError('Choose a picture of at most 2 MB');
    setAvatarError(null);
    setUploading(true);
    try {
      const uploaded = await storeAvatar(userId, file);
      if (uploaded.error !== null) return setAvatarError(uploaded.error);
      const { path, publicUrl } = uploaded.data;
      const saved = await updateProfile({ userId, values: { avatar_url: publicUrl } });
      if ('error' in saved && saved.error)
        return setAvatarError('Your picture could not be saved. Please try again.');
      await removeStoredAvatars(userId, path);
      notify({ title: 'Picture updated', description: 'Your new avatar is saved.' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <SectionCard
      title="Name and picture"
      intro="Your username and picture appear in the menu and in conversations."
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Avatar
          src={profile?.avatar_url ?? undefined}
          alt={profile?.avatar_url ? 'Your avatar' : undefined}
          sx={{ width: 96, height: 96, fontSize: '2.5rem' }}
        >
          {(profile?.username ?? '?').slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack spacing={1}>
          <input
            ref={fileInput}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            hidden
            aria-label="Avatar image file"
            onChange={uploadAvatar}
          />
          <Button
            variant="outlined"
            onClick={() => fileInput.current?.click()}
            disabled={uploading}
          >
            {uploading ? 'Uploading…' : 'Change picture'}
          </Button>
          <Typography variant="body2" color="text.secondary">
            JPEG, PNG, WebP or GIF, up to 2 MB. We shrink it to 512 pixels.
          </Typography>
        </Stack>
      </Stack>
      {avatarError && (
        <Alert severity="error" role="alert">
          {avatarError}
        </Alert>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={saveUsername}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Username"
          name="username"
          value={username}
          onChange={(event) => setDraft(event.target.value)}
          error={Boolean(nameError)}
          helperText={
            nameError ??
            '3 to 30 letters or digits; spaces, dots, dashes and underscores in between.'
          }
          autoComplete="nickname"
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={saving} sx={{ mt: { sm: 1 } }}>
          Save username
        </Button>
      </Stack>
      {queuedName && queuedName.error === null && (
        <Alert severity="info" role="status">
          {queuedName.label} is waiting to sync: it is saved to your account when you&apos;re back
          online.
        </Alert>
      )}
    </SectionCard>
  );
}
