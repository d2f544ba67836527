import { TERMS_UPDATED } from '../model/legal-dates';
import { Bullets, LegalDocument, P, type LegalSection } from './legal-document';
import { SupportMailLink } from './support-mail-link';
import { TextLink } from './text-link';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    heading: 'Agreement',
    content: (
      <P>
        These terms apply to the Astro web app, its installable version and the services behind it.
        By creating an account or using the app you accept them. If you do not agree, please do not
        use the app. How we handle personal data is described in the{' '}
        <TextLink to="/legal/privacy-policy">Privacy Policy</TextLink>.
      </P>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Who may use the app',
    content: (
      <P>
        You must be at least 16 years old. You need an account to use the signed-in features
        (charts, AI assistants, lessons); the information pages are open to everyone.
      </P>
    ),
  },
  {
    id: 'account',
    heading: 'Your account',
    content: (
      <Bullets>
        <li>
          Give a real e-mail address that you can receive mail at; we use it to confirm the account
          and for password resets.
        </li>
        <li>
          Keep your password to yourself. We recommend turning on two-factor sign-in on your
          profile.
        </li>
        <li>
          You are responsible for what happens in your account. Tell us at once if you think someone
          else has used it.
        </li>
        <li>You may delete your account at any time from your profile.</li>
      </Bullets>
    ),
  },
  {
    id: 'astrology',
    heading: 'What astrology is — and is not',
    content: (
      <P>
        The app calculates astronomical positions precisely, but astrological interpretation is a
        symbolic tradition for reflection and self-exploration. It is not a science and does not
        predict events. Nothing in the app — lessons, articles or AI answers — is medical,
        psychological, legal, financial or other professional advice. Do not make decisions about
        your health, money, safety or relationships on the strength of a chart or an AI answer.
      </P>
    ),
  },
  {
    id: 'ai',
    heading: 'AI assistants',
    content: (
      <>
        <P>
          The assistants generate answers with large language models (Grok, by xAI). Such answers
          can be wrong, incomplete or out of date, even when they sound confident, and can cite a
          source without reflecting it accurately. Check anything important.
        </P>
        <Bullets>
          <li>
            You are responsible for what you send to the assistants and for how you use their
            answers and generated images.
          </li>
          <li>
            Do not use the assistants to create unlawful, hateful, harassing or sexually explicit
            content, content that infringes someone else’s rights, or content that misleads people
            into thinking it was written by a person.
          </li>
          <li>
            If you use your own xAI API key, your use is also subject to xAI’s terms, and any costs
            are billed to you by xAI.
          </li>
          <li>
            To keep the service available for everyone, AI requests are rate-limited per user.
          </li>
        </Bullets>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    content: (
      <>
        <P>When using the app you must not:</P>
        <Bullets>
          <li>
            try to reach other users’ data, staff tools or parts of the service you have not been
            given access to;
          </li>
          <li>
            get around rate limits or other technical limits, or place an unreasonable load on the
            service;
          </li>
          <li>read the service out with automated tools, or send spam through the contact form;</li>
          <li>upload malware, or content you have no right to share;</li>
          <li>use the app to break the law or to harm other people.</li>
        </Bullets>
        <P>
          We may suspend or close accounts that break these rules, and will tell you why unless the
          law prevents us.
        </P>
      </>
    ),
  },
  {
    id: 'content',
    heading: 'Your content and ours',
    content: (
      <>
        <P>
          What you create — your charts, questions and notes — stays yours. You allow us to store
          and process it only as far as needed to run the app for you, including sending it to the
          AI provider when you ask an assistant.
        </P>
        <P>
          The lessons, articles, the Arcturus library, the brains’ knowledge texts, the design and
          the code of the app are protected by copyright. You may read them and share links to them;
          please do not copy them wholesale. The open-source software the app is built with is used
          under its own licenses, listed on the <TextLink to="/app-licenses">App Licenses</TextLink>{' '}
          page.
        </P>
      </>
    ),
  },
  {
    id: 'availability',
    heading: 'Availability and changes',
    content: (
      <P>
        The app needs an internet connection for sign-in, the AI assistants and saving. We work to
        keep it available, but cannot promise that it will always be free of interruptions or
        errors, and we may change, add or retire features. The installed app updates itself; you
        will be asked to reload when a new version is ready.
      </P>
    ),
  },
  {
    id: 'liability',
    heading: 'Liability',
    content: (
      <P>
        The app is provided as it is. As far as the law allows, we are not liable for indirect
        losses or for decisions taken on the basis of astrological interpretations or AI answers.
        Nothing in these terms limits liability that cannot be limited by law, such as for intent,
        gross negligence, or injury to life and health, nor your rights as a consumer.
      </P>
    ),
  },
  {
    id: 'ending',
    heading: 'Ending the agreement',
    content: (
      <P>
        You can stop using the app and delete your account at any time; this ends the agreement. We
        may end it for serious or repeated breaches of these terms, or if we shut the service down,
        in which case we will tell you in advance where we can so you have time to note what you
        need.
      </P>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    content: (
      <P>
        We may update these terms, for example when features change. We will show the date of the
        last change at the top of this page and announce significant changes in the app before they
        apply. If you keep using the app after that, the new terms apply; if you disagree, you can
        delete your account.
      </P>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    content: (
      <P>
        Questions about these terms: <SupportMailLink />, or the{' '}
        <TextLink to="/contact">contact form</TextLink>.
      </P>
    ),
  },
];

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description="The rules for using the Astro app: accounts, the AI assistants, acceptable use, content, availability and liability."
      updated={TERMS_UPDATED}
      intro={
        <P>
          These terms are written to be read. They say what you can expect from the app, what we
          expect from you, and what astrology and AI answers can and cannot do.
        </P>
      }
      sections={sections}
    />
  );
}
