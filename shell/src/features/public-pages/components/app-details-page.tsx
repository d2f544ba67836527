import { getEnvConfig, Link as RouterLink, Page, useSearchParams } from '@astro/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { InstallGuides } from './install-guides';
import { PlatformComparisonTable } from './platform-comparison-table';
import { PwaFeatureCards } from './pwa-feature-cards';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'install', label: 'Install' },
  { value: 'compare', label: 'Compare' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** `?tab=install` and `?tab=compare` open those tabs; anything else shows the overview. */
export function tabFromQuery(value: string | null): TabValue {
  return TABS.find((tab) => tab.value === value)?.value ?? 'overview';
}

function TabPanel({
  value,
  current,
  children,
}: {
  value: TabValue;
  current: TabValue;
  children: ReactNode;
}) {
  if (value !== current) return null;
  return (
    <Box
      role="tabpanel"
      id={`app-details-panel-${value}`}
      aria-labelledby={`app-details-tab-${value}`}
      sx={{ pt: 3 }}
    >
      {children}
    </Box>
  );
}

const features = [
  [
    'Natal charts',
    'Precise positions of the Sun, Moon, planets, nodes, Lilith and Chiron, seven house systems, aspects with orbs, and a chart wheel you can export.',
  ],
  [
    'AI assistants',
    'Specialised “brains” that cite their sources, and a Grok assistant that also understands images you share.',
  ],
  [
    'Chat history',
    'Every conversation is saved, so you can search it, rename it and pick it up later.',
  ],
  [
    'Learning',
    'Lessons with quizzes on signs, planets, houses and aspects, that use your own chart as the example and remember your progress.',
  ],
  [
    'Arcturus library',
    'The author’s articles, books, videos and podcast episodes on astrology and the stars.',
  ],
  [
    'Six themes',
    'Light, dark, quantum, mystic, space and ancient — all readable, all keyboard friendly.',
  ],
];

export default function AppDetailsPage() {
  const [params, setParams] = useSearchParams();
  const current = tabFromQuery(params.get('tab'));

  const select = (value: TabValue) => {
    const next = new URLSearchParams(params);
    if (value === 'overview') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };

  return (
    <Page
      title="App Details"
      description="What the Astro app does, how to install it on Android, iPhone, iPad and computers, and how the web app compares with the iOS app."
    >
      <Typography sx={{ mb: 2, maxWidth: 780 }}>
        Astro runs in any modern browser and can be installed like an app, or downloaded as an iOS
        app. Your account, charts and conversations are the same everywhere.
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={current}
          onChange={(_event, value: TabValue) => select(value)}
          aria-label="App details sections"
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={tab.label}
              id={`app-details-tab-${tab.value}`}
              aria-controls={`app-details-panel-${tab.value}`}
            />
          ))}
        </Tabs>
      </Box>

      <TabPanel value="overview" current={current}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          What you can do
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
            m: 0,
          }}
        >
          {features.map(([term, text]) => (
            <Box key={term}>
              <Typography component="dt" variant="h6">
                {term}
              </Typography>
              <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
                {text}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mt: 4, mb: 2 }}>
          As an installed app
        </Typography>
        <PwaFeatureCards headingLevel={3} />
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mt: 4, mb: 1 }}>
          Requirements
        </Typography>
        <Typography sx={{ mb: 2 }}>
          A current version of Chrome, Edge, Firefox or Safari, and an internet connection for
          signing in and the AI assistants. You are using version {getEnvConfig().appVersion}.
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained">
          Get Started
        </Button>
      </TabPanel>

      <TabPanel value="install" current={current}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          Install the app
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Installing takes a few seconds and needs no store account. The installed app opens in its
          own window, starts from your home screen, dock or start menu, and keeps itself up to date.
        </Typography>
        <InstallGuides />
      </TabPanel>

      <TabPanel value="compare" current={current}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          Mobile app or web app?
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Both give you the same account and the same features. The web app also runs on computers
          and Android, and updates itself; the iOS app comes from the App Store.
        </Typography>
        <PlatformComparisonTable />
      </TabPanel>
    </Page>
  );
}
