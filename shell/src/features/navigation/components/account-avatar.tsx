import Avatar from '@mui/material/Avatar';

export interface AccountAvatarProps {
  name: string;
  avatarUrl: string | null;
  size: number;
}

/**
 * The account's picture, or its initial until one is uploaded (or when the picture fails to load:
 * MUI's Avatar falls back to its children then). Decorative: the button around it carries the name.
 */
export function AccountAvatar({ name, avatarUrl, size }: AccountAvatarProps) {
  return (
    <Avatar
      src={avatarUrl ?? undefined}
      alt=""
      aria-hidden="true"
      data-account-avatar={avatarUrl ? 'picture' : 'initial'}
      sx={{
        width: size,
        height: size,
        fontWeight: 700,
        fontSize: size * 0.45,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
