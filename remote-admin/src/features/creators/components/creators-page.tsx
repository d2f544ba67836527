import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import CodeIcon from '@mui/icons-material/Code';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Page } from '@astro/shared';
import type { ReactNode } from 'react';
import { useCreatorWorksQuery } from '../api/creator-works-api';
import { kindLabel } from '../model/creator-works';

const TEAM: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <AutoStoriesIcon aria-hidden="true" />,
    title: 'The author',
    text: 'Writes the Arcturus library — the articles, books and podcast episodes on astrology, astronomy and the lore of the stars — and the learning lessons. Every lesson and every brain’s knowledge goes back to this work.',
  },
  {
    icon: <CodeIcon aria-hidden="true" />,
    title: 'Product and engineering',
    text: 'Build the app you are using: the chart engine that computes planets, houses and aspects, the installable web app that keeps working for charts you have opened, and the privacy and accessibility work behind them.',
  },
  {
    icon: <PsychologyIcon aria-hidden="true" />,
    title: 'AI assistants',
    text: 'Each brain is given a focused brief and a small library of reviewed texts, and answers from that library first. The briefs ask the assistants to present astrology as a tool for reflection and never to give medical, legal or financial advice.',
  },
  {
    icon: <SupportAgentIcon aria-hidden="true" />,
    title: 'Support',
    text: 'Read every message sent through the contact form. Each one is assigned to a person, who answers you by e-mail and keeps the conversation until it is resolved.',
  },
];

const PRINCIPLES = [
  'Calculations come first: positions are computed from an astronomical model of the planets, and a chart without a birth time hides the houses rather than guessing them.',
  'Interpretation is offered, not imposed. Lessons separate what tradition says from what it claims, and say where sources disagree.',
  'AI answers are marked as such, can be wrong, and are never the last word on anything that matters for your health, money or legal affairs.',
  'Your charts, chats and lessons belong to you. The privacy policy explains what is stored and how to delete it.',
];

const CREDITS: { name: string; href: string; what: string }[] = [
  { name: 'React', href: 'https://react.dev', what: 'the user interface' },
  { name: 'Material UI', href: 'https://mui.com', what: 'components and themes' },
  {
    name: 'Redux Toolkit',
    href: 'https://redux-toolkit.js.org',
    what: 'application state and data fetching',
  },
  {
    name: 'Module Federation',
    href: 'https://module-federation.io',
    what: 'composing the app from independent parts',
  },
  { name: 'PostgreSQL', href: 'https://www.postgresql.org', what: 'the database' },
  { name: 'PostgREST', href: 'https://postgrest.org', what: 'the data API' },
  {
    name: 'Supabase client libraries',
    href: 'https://supabase.com/docs/reference/javascript',
    what: 'sign-in, data and live updates',
  },
];

function Works() {
  const works = useCreatorWorksQuery();
  if (works.isLoading) return <Skeleton variant="rounded" height={120} />;
  if (works.isError || !works.data || works.data.length === 0) {
    return (
      <Typography>
        The author’s works are collected in the{' '}
        <Link component={RouterLink} to="/arcturus">
          Arcturus library
        </Link>
        .
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      {works.data.map((work) => (
        <Card component="li" variant="outlined" key={work.slug}>
          <CardContent>
            <Typography variant="overline" color="text.secondary" component="p">
              {kindLabel(work.kind)}
            </Typography>
            <Link
              component={RouterLink}
              to={`/content/${work.slug}`}
              variant="subtitle1"
              sx={{ fontWeight: 600 }}
            >
              {work.title}
            </Link>
            {work.summary && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {work.summary}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

export default function CreatorsPage() {
  return (
    <Page
      title="Creators"
      description="The author and the team behind Astro App, how its content is made, and the open-source software it stands on."
      source="admin"
    >
      <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 4, maxWidth: 820 }}>
        Astro App is made by a small team around one author: someone who writes about the sky, and
        people who turn that writing into lessons, assistants and a chart engine you can carry in
        your pocket.
      </Typography>

      <Stack spacing={5}>
        <Box component="section" aria-labelledby="team-title">
          <Typography id="team-title" variant="h2" gutterBottom>
            Who does what
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {TEAM.map((member) => (
              <Card key={member.title} variant="outlined">
                <CardContent>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', mb: 1, color: 'primary.main' }}
                  >
                    {member.icon}
                    <Typography variant="h3" sx={{ fontSize: '1.25rem', color: 'text.primary' }}>
                      {member.title}
                    </Typography>
                  </Stack>
                  <Typography>{member.text}</Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="works-title">
          <Typography id="works-title" variant="h2" gutterBottom>
            The author’s works
          </Typography>
          <Works />
        </Box>

        <Box component="section" aria-labelledby="principles-title">
          <Typography id="principles-title" variant="h2" gutterBottom>
            How the content is made
          </Typography>
          <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 1, maxWidth: 820 }}>
            {PRINCIPLES.map((principle) => (
              <Typography component="li" key={principle}>
                {principle}
              </Typography>
            ))}
          </Box>
        </Box>

        <Box component="section" aria-labelledby="credits-title">
          <Typography id="credits-title" variant="h2" gutterBottom>
            Built with open-source software
          </Typography>
          <Typography sx={{ mb: 1, maxWidth: 820 }}>
            We are grateful to the people who maintain the open-source projects the app depends on,
            among them:
          </Typography>
          <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 0.5 }}>
            {CREDITS.map((credit) => (
              <Typography component="li" key={credit.name}>
                <Link href={credit.href} target="_blank" rel="noopener noreferrer">
                  {credit.name}
                </Link>{' '}
                for {credit.what}
              </Typography>
            ))}
          </Box>
          <Typography sx={{ mt: 1 }}>
            The complete list with licences is on the{' '}
            <Link component={RouterLink} to="/app-licenses">
              licences page
            </Link>
            .
          </Typography>
        </Box>

        <Box component="section" aria-labelledby="contact-title">
          <Typography id="contact-title" variant="h2" gutterBottom>
            Write to us
          </Typography>
          <Typography sx={{ mb: 2, maxWidth: 820 }}>
            Found a mistake in a lesson, an odd answer from a brain, or have an idea for the next
            module? Every message reaches a person.
          </Typography>
          <Button component={RouterLink} to="/contact" variant="contained">
            Contact us
          </Button>
        </Box>
      </Stack>
    </Page>
  );
}
