import {
  Link as RouterLink,
  selectSessionUser,
  useAppSelector,
  type SessionUser,
} from '@astro/shared';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useGetAccountSummaryQuery } from '../api/account-summary';
import { AccountAvatar } from './account-avatar';

const AccountMenu = lazy(() => import('./account-menu'));

function SignedInMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const menuId = useId();
  const { data: summary } = useGetAccountSummaryQuery(user.id);
  // product §2: the username, or 'User' when the profile has none.
  const name = summary?.username || 'User';
  const avatarUrl = summary?.avatarUrl ?? null;
  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
        onClick={(event) => {
          setLoaded(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        <AccountAvatar name={name} avatarUrl={avatarUrl} size={34} />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <AccountMenu
            id={menuId}
            anchor={anchor}
            user={user}
            name={name}
            avatarUrl={avatarUrl}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** The account corner of the top bar: the user menu, or Sign In for visitors. */
export function UserMenu() {
  const user = useAppSelector(selectSessionUser);
  if (user) return <SignedInMenu user={user} />;
  return (
    <Button component={RouterLink} to="/login" variant="contained" size="small">
      Sign In
    </Button>
  );
}
