import { Page } from '@astro/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FAQ_GROUPS } from '../model/faq-entries';
import { SupportMailLink } from './support-mail-link';
import { TextLink } from './text-link';

export default function FaqPage() {
  return (
    <Page
      title="Frequently Asked Questions"
      description="Answers about chart accuracy, birth times and time zones, privacy, the AI assistants, installing the app and using it offline."
      maxWidth={900}
    >
      <Typography sx={{ mb: 3 }}>
        Short answers to the questions we are asked most. Can’t find yours? Visit{' '}
        <TextLink to="/support">Help &amp; Support</TextLink> or{' '}
        <TextLink to="/contact">contact us</TextLink>.
      </Typography>
      {FAQ_GROUPS.map((group) => (
        <Box component="section" key={group.id} aria-labelledby={`faq-${group.id}`} sx={{ mb: 4 }}>
          <Typography id={`faq-${group.id}`} variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
            {group.title}
          </Typography>
          {group.entries.map((entry) => (
            <Accordion key={entry.id} disableGutters>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id={`faq-${entry.id}-question`}
                aria-controls={`faq-${entry.id}-answer`}
              >
                <Typography sx={{ fontWeight: 600 }}>{entry.question}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography component="div" color="text.secondary">
                  {entry.answer}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
      <Typography>
        Still stuck? Write to <SupportMailLink />.
      </Typography>
    </Page>
  );
}
