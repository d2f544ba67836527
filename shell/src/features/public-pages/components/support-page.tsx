import { Link as RouterLink, Page } from '@astro/shared';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import PolicyIcon from '@mui/icons-material/Policy';
import PsychologyIcon from '@mui/icons-material/Psychology';
import PublicIcon from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkCardGrid, type LinkCard } from './link-card-grid';
import { SupportMailLink } from './support-mail-link';

const topics: LinkCard[] = [
  {
    to: '/faq',
    title: 'Charts and birth data',
    text: 'Why the birth time matters, unknown times, house systems, time zones and daylight saving time.',
    icon: <PublicIcon />,
  },
  {
    to: '/learning',
    title: 'Learning to read a chart',
    text: 'Lessons with quizzes on the signs, planets, houses and aspects — using your own chart as the example.',
    icon: <AutoStoriesIcon />,
  },
  {
    to: '/brains',
    title: 'Using the AI assistants',
    text: 'Pick a brain for the subject you care about, ask in your own words, and check the sources it cites.',
    icon: <PsychologyIcon />,
  },
  {
    to: '/app-details?tab=install',
    title: 'Installing the app',
    text: 'Add Astro to your home screen on Android, iPhone and iPad, or install it on your computer.',
    icon: <InstallMobileIcon />,
  },
  {
    to: '/legal/privacy-policy',
    title: 'Privacy and your data',
    text: 'What is stored, what is sent to the AI provider, and how to delete your account.',
    icon: <PolicyIcon />,
  },
  {
    to: '/contact',
    title: 'Report a problem',
    text: 'Something not working? Tell us what you did, what you expected and what happened instead.',
    icon: <ContactSupportIcon />,
  },
];

const quickFixes = [
  {
    problem: 'I did not get the confirmation or sign-in e-mail.',
    fix: 'Check your spam folder and that the address was typed correctly. Links expire, so request a new one if the message is older than an hour.',
  },
  {
    problem: 'A page says a part of the app is unavailable.',
    fix: 'That part could not be loaded, often because the connection dropped. Press Retry; the rest of the app keeps working meanwhile.',
  },
  {
    problem: 'The app looks out of date after an update.',
    fix: 'Accept the “New content available. Reload?” prompt, or close every tab of the app and open it again.',
  },
  {
    problem: 'My chart looks different from another website’s.',
    fix: 'Compare the birth time, the time zone the app found and the house system. Most differences come from one of these three.',
  },
];

export default function SupportPage() {
  return (
    <Page
      title="Help & Support"
      description="Help with charts, the AI assistants, installing the app and your account, with links to the FAQ, the contact form and the support mailbox."
    >
      <Typography sx={{ mb: 3, maxWidth: 760 }}>
        Find your answer by topic, check the quick fixes below, or get in touch. We read every
        message.
      </Typography>

      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Help topics
      </Typography>
      <LinkCardGrid cards={topics} headingLevel={3} />

      <Box component="section" aria-labelledby="quick-fixes" sx={{ mt: 5 }}>
        <Typography id="quick-fixes" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          Quick fixes
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {quickFixes.map((item) => (
            <Box key={item.problem} sx={{ mb: 2 }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {item.problem}
              </Typography>
              <Typography component="dd" color="text.secondary" sx={{ ml: 0 }}>
                {item.fix}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>

      <Paper
        component="section"
        aria-labelledby="get-in-touch"
        variant="outlined"
        sx={{ mt: 5, p: 3 }}
      >
        <Typography id="get-in-touch" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          Still need help?
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Most questions are answered in the FAQ. If yours is not, send us a message — include the
          page you were on and, for chart questions, the birth date, time and place you entered. You
          can also e-mail <SupportMailLink />.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/faq" variant="outlined">
            Read the FAQ
          </Button>
          <Button component={RouterLink} to="/contact" variant="contained">
            Contact support
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}
