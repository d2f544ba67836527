import { Page } from '@astro/shared';
import AccessibilityIcon from '@mui/icons-material/Accessibility';
import DescriptionIcon from '@mui/icons-material/Description';
import GavelIcon from '@mui/icons-material/Gavel';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import PolicyIcon from '@mui/icons-material/Policy';
import Typography from '@mui/material/Typography';
import { LinkCardGrid } from './link-card-grid';
import { SupportMailLink } from './support-mail-link';

const documents = [
  {
    to: '/legal/privacy-policy',
    title: 'Privacy Policy',
    text: 'What we store when you use the app, what is sent to the AI provider, what stays in your browser and how to delete your account.',
    icon: <PolicyIcon />,
  },
  {
    to: '/legal/terms-of-service',
    title: 'Terms of Service',
    text: 'The rules for using the app: your account, the AI assistants, acceptable use, content and liability.',
    icon: <GavelIcon />,
  },
  {
    to: '/legal/compliance',
    title: 'Compliance',
    text: 'Data protection, security measures, AI transparency and how to report a problem.',
    icon: <DescriptionIcon />,
  },
  {
    to: '/accessibility',
    title: 'Accessibility Statement',
    text: 'Our WCAG 2.2 AA target, what we test, the limitations we know of, and how to tell us about barriers.',
    icon: <AccessibilityIcon />,
  },
  {
    to: '/app-licenses',
    title: 'App Licenses',
    text: 'The open-source packages shipped in this version of the app, with their versions and licenses.',
    icon: <LibraryBooksIcon />,
  },
];

export default function LegalHubPage() {
  return (
    <Page
      title="Legal"
      description="The Astro app's privacy policy, terms of service, compliance overview, accessibility statement and open-source licenses."
    >
      <Typography sx={{ mb: 3, maxWidth: 760 }}>
        Everything that governs your use of the app, in one place. The documents are written in
        plain language; if something is unclear, write to <SupportMailLink /> and we will explain.
      </Typography>
      <LinkCardGrid cards={documents} />
    </Page>
  );
}
