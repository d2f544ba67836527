import { getEnvConfig, Link as RouterLink } from '@astro/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SupportMailLink } from './support-mail-link';

const COLUMNS = [
  {
    id: 'footer-legal',
    title: 'Legal',
    links: [
      { to: '/legal/privacy-policy', label: 'Privacy Policy' },
      { to: '/legal/terms-of-service', label: 'Terms of Service' },
      { to: '/legal/compliance', label: 'Compliance' },
      { to: '/accessibility', label: 'Accessibility' },
      { to: '/app-licenses', label: 'App Licenses' },
    ],
  },
  {
    id: 'footer-support',
    title: 'Support',
    links: [
      { to: '/support', label: 'Help & Support' },
      { to: '/faq', label: 'FAQ' },
      { to: '/contact', label: 'Contact Us' },
      { to: '/app-details', label: 'App Details' },
    ],
  },
  {
    id: 'footer-explore',
    title: 'Explore',
    links: [
      { to: '/astrology', label: 'Astrology' },
      { to: '/arcturus', label: 'Arcturus' },
      { to: '/accuracy', label: 'Chart Accuracy' },
      { to: '/creators', label: 'Creators' },
    ],
  },
];

export function SiteFooter() {
  const { appVersion } = getEnvConfig();
  return (
    <Box component="footer" sx={{ mt: 6, pt: 4, borderTop: 1, borderColor: 'divider' }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Typography component="p" variant="h6">
            ✦ Astro
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Self-discovery, where ancient wisdom meets AI.
          </Typography>
          <Typography>
            Support: <SupportMailLink />
          </Typography>
        </Box>
        {COLUMNS.map((column) => (
          <Box component="nav" aria-labelledby={column.id} key={column.id}>
            <Typography
              id={column.id}
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 700, mb: 1 }}
            >
              {column.title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, '& li': { mb: 0.75 } }}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
        Version {appVersion} · © {new Date().getFullYear()} Astro
      </Typography>
    </Box>
  );
}
