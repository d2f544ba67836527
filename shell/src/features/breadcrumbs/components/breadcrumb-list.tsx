import { Link as RouterLink } from '@astro/shared';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Crumb } from '../model/breadcrumb-trail';

export default function BreadcrumbList({ trail }: { trail: Crumb[] }) {
  return (
    <Breadcrumbs
      aria-label="Breadcrumb"
      sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, md: 3 }, pt: 2 }}
    >
      {trail.map((crumb, index) => {
        if (crumb.to) {
          return (
            <Link
              key={crumb.to}
              component={RouterLink}
              to={crumb.to}
              underline="hover"
              color="inherit"
            >
              {crumb.label}
            </Link>
          );
        }
        const current = index === trail.length - 1;
        return (
          <Typography
            key={`${index}-${crumb.segment}`}
            color={current ? 'text.primary' : 'text.secondary'}
            aria-current={current ? 'page' : undefined}
          >
            {crumb.label}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
