import { Page, selectSessionUser, useAppSelector } from '@astro/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSendContactMessageMutation } from '../api/contact-api';
import type { ContactMessageInput } from '../model/contact-message';
import { ContactForm } from './contact-form';
import { SupportMailLink, useSupportEmail } from './support-mail-link';
import { TextLink } from './text-link';

export default function ContactPage() {
  const user = useAppSelector(selectSessionUser);
  const supportEmail = useSupportEmail();
  const [sendMessage] = useSendContactMessageMutation();

  const send = async (message: ContactMessageInput) => {
    const result = await sendMessage(message);
    if ('error' in result && result.error) {
      const error = result.error;
      throw new Error(
        'message' in error && typeof error.message === 'string'
          ? error.message
          : 'The message could not be sent.',
      );
    }
  };

  return (
    <Page
      title="Contact Us"
      description="Send the Astro team a question, a problem report, a privacy request or feedback; we reply by e-mail."
    >
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Typography sx={{ mb: 3 }}>
            Questions, problems, ideas or a request about your data — tell us and we will answer by
            e-mail. Every field is required.
          </Typography>
          <ContactForm send={send} defaultEmail={user?.email ?? ''} supportEmail={supportEmail} />
        </Box>
        <Paper
          component="aside"
          variant="outlined"
          aria-labelledby="contact-other-ways"
          sx={{ p: 3 }}
        >
          <Typography id="contact-other-ways" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            Other ways to get help
          </Typography>
          <Typography sx={{ mb: 1.5 }}>
            Many answers are already in the <TextLink to="/faq">FAQ</TextLink> and on{' '}
            <TextLink to="/support">Help &amp; Support</TextLink>.
          </Typography>
          <Typography sx={{ mb: 1.5 }}>
            Prefer e-mail? Write to <SupportMailLink />.
          </Typography>
          <Typography color="text.secondary">
            What you send is handled as described in our{' '}
            <TextLink to="/legal/privacy-policy#contact-messages">Privacy Policy</TextLink>.
          </Typography>
        </Paper>
      </Box>
    </Page>
  );
}
