import { Link as RouterLink, Page, selectSessionUser, useAppSelector } from '@astro/shared';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import PsychologyIcon from '@mui/icons-material/Psychology';
import PublicIcon from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { InstallCard } from './install-card';
import { LinkCardGrid } from './link-card-grid';
import { PlatformComparisonTable } from './platform-comparison-table';
import { PwaFeatureCards } from './pwa-feature-cards';
import { SiteFooter } from './site-footer';
import { TestimonialsSection } from './testimonials-section';

const highlights = [
  {
    to: '/calculate',
    title: 'Your natal chart',
    text: 'Positions to the arcsecond, computed on your own device, with seven house systems and every major and minor aspect.',
    icon: <PublicIcon />,
  },
  {
    to: '/brains',
    title: 'AI assistants',
    text: 'Specialised brains for charts, transits, relationships and the Moon, that show the sources behind every answer.',
    icon: <PsychologyIcon />,
  },
  {
    to: '/learning',
    title: 'Learn to read it',
    text: 'Short lessons and quizzes that use your own chart as the example, and remember where you left off.',
    icon: <AutoStoriesIcon />,
  },
  {
    to: '/arcturus',
    title: 'The Arcturus library',
    text: 'The author’s articles, books and podcast episodes on astrology, astronomy and the lore of the stars.',
    icon: <AutoAwesomeIcon />,
  },
];

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 7 }}>
      <Typography id={id} variant="h2" sx={{ mb: intro ? 1 : 2 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** product §1: Get Started and Login for visitors; someone already signed in goes straight on. */
function HeroActions() {
  const signedIn = useAppSelector(selectSessionUser) !== null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {signedIn ? (
        <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
          Open dashboard
        </Button>
      ) : (
        <>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            Get Started
          </Button>
          <Button component={RouterLink} to="/login" variant="outlined" size="large">
            Login
          </Button>
        </>
      )}
    </Stack>
  );
}

export default function HomePage() {
  return (
    <Page
      title="Self-discovery, where ancient wisdom meets AI"
      description="Calculate your natal chart precisely, learn to read it, and explore it with specialised AI assistants. Install Astro on any device."
    >
      <Box sx={{ maxWidth: 780 }}>
        <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 3 }}>
          Your natal chart, computed to the arcsecond on your own device; assistants that explain it
          in plain words; and lessons that teach you to read it yourself.
        </Typography>
        <HeroActions />
      </Box>

      <Section id="home-highlights" title="What you can do">
        <LinkCardGrid cards={highlights} headingLevel={3} columns={4} />
      </Section>

      <Box sx={{ mt: 7 }}>
        <InstallCard />
      </Box>

      <Section
        id="home-pwa"
        title="An app that lives in your browser"
        intro="Astro is a progressive web app: a website that installs and behaves like a native app."
      >
        <PwaFeatureCards />
      </Section>

      <Section
        id="home-compare"
        title="Mobile app or web app?"
        intro="Same account, same charts and conversations — choose what suits your device."
      >
        <PlatformComparisonTable />
      </Section>

      <Box sx={{ mt: 7 }}>
        <TestimonialsSection />
      </Box>

      <SiteFooter />
    </Page>
  );
}
