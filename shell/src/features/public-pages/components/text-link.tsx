import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@astro/shared';

/** An in-app link inside running text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
