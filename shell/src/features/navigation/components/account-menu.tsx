import {
  notify,
  useNavigate,
  useUserRoles,
  Link as RouterLink,
  type SessionUser,
} from '@astro/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { AUTH_TOASTS, authErrorToast } from '../../../lib/auth-messages';
import { endSessionTracking } from '../../session-tracking';
import { signOutThisDevice } from '../api/sign-out';
import { userMenuLinksFor } from '../model/nav-links';
import { AccountAvatar } from './account-avatar';

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', support: 'Support' };

export interface AccountMenuProps {
  id: string;
  anchor: HTMLElement | null;
  user: SessionUser;
  name: string;
  avatarUrl: string | null;
  onClose: () => void;
}

/** The user menu's list (loaded on first open): who is signed in, their roles, and where to go. */
export default function AccountMenu({
  id,
  anchor,
  user,
  name,
  avatarUrl,
  onClose,
}: AccountMenuProps) {
  const navigate = useNavigate();
  const { roles } = useUserRoles();

  const logOut = async () => {
    onClose();
    await endSessionTracking();
    const { error } = await signOutThisDevice();
    if (error) {
      notify(authErrorToast(error.message));
      return;
    }
    notify(AUTH_TOASTS.signedOut);
    navigate('/login');
  };

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': 'Account' } }}
    >
      <Box component="li" role="none" sx={{ px: 2, py: 1, maxWidth: 280 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <AccountAvatar name={name} avatarUrl={avatarUrl} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Box>
        {roles.length > 0 && (
          <Box sx={{ display: 'flex', gap: 0.5, mt: 1 }}>
            {roles.map((role) => (
              <Chip
                key={role}
                size="small"
                color="secondary"
                label={ROLE_LABELS[role] ?? role}
                data-role-badge={role}
              />
            ))}
          </Box>
        )}
      </Box>
      <Divider component="li" />
      {userMenuLinksFor(roles).map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
          {link.badge && (
            <Chip size="small" color="primary" label={link.badge} sx={{ ml: 1, height: 20 }} />
          )}
        </MenuItem>
      ))}
      <Divider component="li" />
      <MenuItem onClick={logOut}>Log out</MenuItem>
    </Menu>
  );
}
