import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useUserRoles } from '../auth/use-user-roles';
import { LoadingFallback } from './loading-fallback';

export const DEFAULT_RESTRICTED_MESSAGE = "You don't have access to this feature";

/** 'admin', 'admin or support', 'admin, support or editor'. */
export function formatRequiredRoles(roles: readonly string[]): string {
  if (roles.length <= 1) return roles[0] ?? '';
  return `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;
}

export const hasAnyRole = (userRoles: readonly string[], required: readonly string[]): boolean =>
  required.some((role) => userRoles.includes(role));

/** What someone without the role sees (product §6). */
export function RestrictedAccess({
  roles,
  message = DEFAULT_RESTRICTED_MESSAGE,
}: {
  roles: readonly string[];
  message?: string;
}) {
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-labelledby="restricted-access-title"
      sx={{ p: 4, maxWidth: 560, mx: 'auto', my: 4 }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <LockOutlinedIcon aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography
          id="restricted-access-title"
          variant="h2"
          component="h2"
          sx={{ fontSize: '1.5rem' }}
        >
          Restricted Access
        </Typography>
        <Typography>{message}</Typography>
        <Typography variant="body2" color="text.secondary">
          Required role: {formatRequiredRoles(roles)}
        </Typography>
      </Stack>
    </Paper>
  );
}

export interface RoleGateProps {
  /** Any one of these roles opens the gate. */
  roles: readonly string[];
  message?: string;
  children: ReactNode;
  /** Shown while roles load; the page's 'Loading...' by default. */
  loading?: ReactNode;
}

/**
 * Shows its children only to users with one of `roles`. It hides, it does not protect: the data
 * behind it is guarded by row-level security and role-checking functions on the server.
 */
export function RoleGate({ roles, message, children, loading }: RoleGateProps) {
  const state = useUserRoles();
  if (state.loading) return <>{loading ?? <LoadingFallback />}</>;
  if (!hasAnyRole(state.roles, roles)) return <RestrictedAccess roles={roles} message={message} />;
  return <>{children}</>;
}
