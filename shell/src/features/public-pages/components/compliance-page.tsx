import { COMPLIANCE_UPDATED } from '../model/legal-dates';
import { Bullets, LegalDocument, P, type LegalSection } from './legal-document';
import { SupportMailLink } from './support-mail-link';
import { TextLink } from './text-link';

const sections: LegalSection[] = [
  {
    id: 'data-protection',
    heading: 'Data protection',
    content: (
      <>
        <P>
          The app is designed around the principles of the GDPR: it collects only what a feature
          needs, uses it only for that feature, and lets you see, change and delete it yourself.
        </P>
        <Bullets>
          <li>No advertising, no sale of data, no third-party analytics or tracking cookies.</li>
          <li>
            Browser storage is used only for what the app needs or for choices you make, so no
            consent banner is required. Every item is listed in the{' '}
            <TextLink to="/legal/privacy-policy">Privacy Policy</TextLink>.
          </li>
          <li>
            Accounts can be deleted in the app, which removes the personal data tied to them
            immediately.
          </li>
          <li>Data requests are answered within one month.</li>
        </Bullets>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security measures',
    content: (
      <Bullets>
        <li>
          Row-level security on every database table, with one policy per action; staff permissions
          are checked in the database, not only in the interface.
        </li>
        <li>
          Passwords stored as argon2id hashes; refresh tokens rotate on use, and reuse of an old one
          ends the session.
        </li>
        <li>Two-factor sign-in with an authenticator app or phone.</li>
        <li>Rate limits on sign-in and on AI requests.</li>
        <li>
          A content security policy, strict transport security on encrypted connections, and
          protection against being framed by other sites.
        </li>
        <li>
          AI provider keys are kept on the server; a key you supply yourself is used per request and
          never stored there.
        </li>
      </Bullets>
    ),
  },
  {
    id: 'ai-transparency',
    heading: 'AI transparency',
    content: (
      <>
        <P>
          Every AI feature is labelled as such: you always know when you are talking to an assistant
          rather than a person. The assistants are general-purpose language models (Grok, by xAI)
          guided by instructions and knowledge texts we wrote; we do not train models on your
          conversations.
        </P>
        <P>
          Brain answers show the passages of the knowledge library they drew on, so you can check
          them. The app makes no automated decisions about you with legal or similarly significant
          effects.
        </P>
      </>
    ),
  },
  {
    id: 'consumer',
    heading: 'Consumer information',
    content: (
      <P>
        Astrological content is offered for reflection and self-exploration, not as a prediction or
        as professional advice; see the{' '}
        <TextLink to="/legal/terms-of-service">Terms of Service</TextLink>. The app is meant for
        people aged 16 and over.
      </P>
    ),
  },
  {
    id: 'accessibility',
    heading: 'Accessibility',
    content: (
      <P>
        We aim to meet WCAG 2.2 at level AA in every theme. The current status and known limitations
        are in our <TextLink to="/accessibility">Accessibility Statement</TextLink>.
      </P>
    ),
  },
  {
    id: 'open-source',
    heading: 'Open-source licenses',
    content: (
      <P>
        The app is built with open-source software. Each build lists the packages it actually ships,
        with their versions and licenses, on the{' '}
        <TextLink to="/app-licenses">App Licenses</TextLink> page. The product contains no GPL or
        AGPL code or data.
      </P>
    ),
  },
  {
    id: 'reporting',
    heading: 'Reporting a problem',
    content: (
      <P>
        To report a security issue, a privacy concern or content that breaks the law, write to{' '}
        <SupportMailLink /> or use the <TextLink to="/contact">contact form</TextLink>. Please give
        enough detail for us to find the problem; for security issues, give us a chance to fix it
        before you make it public.
      </P>
    ),
  },
];

export default function CompliancePage() {
  return (
    <LegalDocument
      title="Compliance"
      description="How the Astro app meets its obligations: data protection, security, AI transparency, accessibility and open-source licenses."
      updated={COMPLIANCE_UPDATED}
      intro={<P>An overview of the rules the app follows and the measures behind them.</P>}
      sections={sections}
    />
  );
}
