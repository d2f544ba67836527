import { THEME_STORAGE_KEY } from '@astro/shared';
import { PRIVACY_POLICY_UPDATED } from '../model/legal-dates';
import { CONTACT_THROTTLE_KEY } from '../model/submission-throttle';
import { Bullets, LegalDocument, P, type LegalSection } from './legal-document';
import { SupportMailLink } from './support-mail-link';
import { TextLink } from './text-link';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who is responsible',
    content: (
      <>
        <P>
          This policy covers the Astro web app, its installable version and the services behind it:
          sign-in, the database that stores your charts and conversations, the AI gateway and the
          brain service. The operator of the app is responsible for your data. You can reach us at{' '}
          <SupportMailLink /> or through the <TextLink to="/contact">contact form</TextLink>.
        </P>
        <P>
          We collect only what the app needs to work, we do not sell personal data, we show no
          advertising, and we use no third-party analytics or tracking cookies.
        </P>
      </>
    ),
  },
  {
    id: 'account',
    heading: 'Your account',
    content: (
      <>
        <P>When you sign up we store:</P>
        <Bullets>
          <li>
            your e-mail address, used to sign you in, to confirm the address and to send sign-in
            links and password-reset messages;
          </li>
          <li>
            your password, never in readable form: only an argon2id hash, from which the password
            cannot be recovered;
          </li>
          <li>
            sign-in sessions: a short-lived access token and a refresh token for each device you
            use. Signing out ends the session on that device; “sign out of all devices” ends them
            everywhere;
          </li>
          <li>
            if you turn them on, your two-factor factors (an authenticator app secret or a phone
            number) and the one-time codes sent to verify a phone, which expire after ten minutes;
          </li>
          <li>
            the sign-in methods (identities) linked to your account, which you can unlink on your
            profile;
          </li>
          <li>
            a role, only for staff accounts (admin or support), which decides who may open the staff
            tools.
          </li>
        </Bullets>
      </>
    ),
  },
  {
    id: 'profile',
    heading: 'Your profile and activity counters',
    content: (
      <>
        <P>
          Your profile holds a username and an optional avatar picture. While you are signed in, the
          app also keeps a small set of activity figures on it:
        </P>
        <Bullets>
          <li>when you were last active, and whether you are currently online or offline;</li>
          <li>
            the total time you have spent in the app and the length of your last session, in
            seconds;
          </li>
          <li>
            how many charts you have created, how many questions you have asked the brains and how
            many messages you have sent to Grok;
          </li>
          <li>
            a count per feature of how often you opened it (for example Calculate, Charts, Learning)
            — counts only, not what you did there.
          </li>
        </Bullets>
        <P>
          These figures feed your own statistics on your profile and dashboard. Administrators see
          them as totals and as part of usage analytics (for example the number of active users,
          meaning users active in the last 30 days, and which features are used most) to decide what
          to improve. They are never shared outside the team that runs the app.
        </P>
      </>
    ),
  },
  {
    id: 'charts-and-chats',
    heading: 'Saved charts, conversations and progress',
    content: (
      <>
        <P>When you choose to save them, we store:</P>
        <Bullets>
          <li>
            <strong>charts</strong>: the name you give a chart, the birth date, the birth time (or
            that it is unknown), the place name, its coordinates and time zone, your chart settings
            such as the house system, and a snapshot of the computed positions. Birth data can
            identify a person, so please only save charts of other people with their agreement;
          </li>
          <li>
            <strong>conversations</strong>: your brain chats with every question and answer and the
            sources the answer cited, and your Grok conversations, so that they appear under Chat
            History and you can continue them;
          </li>
          <li>
            <strong>learning progress</strong>: which lessons you completed and your quiz scores, so
            you can continue where you left off on any device;
          </li>
          <li>
            <strong>AI usage records</strong>: for each AI request, the feature, the model, the
            number of tokens, how long it took and whether it succeeded — not the text of the
            request.
          </li>
        </Bullets>
        <P>
          Each of these is protected in the database by row-level security: only you can read your
          charts, conversations and progress. Staff tools do not show them.
        </P>
      </>
    ),
  },
  {
    id: 'ai-provider',
    heading: 'What is sent to the AI provider',
    content: (
      <>
        <P>
          The AI assistants run on Grok models from xAI. Requests go from your browser to our own
          server, and from there to xAI; your browser never contacts xAI directly. When you use an
          assistant, xAI receives:
        </P>
        <Bullets>
          <li>the text of your message and the earlier messages of the same conversation;</li>
          <li>
            images you attach or paste (images over 1 MB are first reduced to at most 1024 pixels on
            the longest side);
          </li>
          <li>
            for brain chats, the brain’s own instructions and the passages of its knowledge library
            that best match your question;
          </li>
          <li>for image generation, your prompt;</li>
          <li>
            for Send-to-AI and “Analyze”, only the text you selected — for example a chart summary,
            which can include birth details shown on the page.
          </li>
        </Bullets>
        <P>
          We do not send your e-mail address, your name or your account id to xAI. xAI processes the
          requests under its own terms and privacy policy. Please do not paste information into a
          conversation that you would not want a third-party AI service to process.
        </P>
        <P>
          Normally our server uses its own xAI key. If the app is run without one, you can enter
          your own xAI API key: it is kept in your browser (see below), sent with each AI request
          and used by our server for that request only. We never store it on the server and never
          write it to logs.
        </P>
      </>
    ),
  },
  {
    id: 'contact-messages',
    heading: 'Messages you send us',
    content: (
      <P>
        When you use the contact form we store your name, e-mail address, subject, category and
        message, the time it was sent and, if you were signed in, your account id. Administrators
        and the support staff member the message is assigned to can read it, note its status and
        record their replies. We use these details only to answer you.
      </P>
    ),
  },
  {
    id: 'browser-storage',
    heading: 'What the app keeps in your browser',
    content: (
      <>
        <P>
          The app uses your browser’s local storage and session storage instead of cookies.
          Everything below is necessary for a feature you use or remembers a choice you made; none
          of it is used for tracking.
        </P>
        <Bullets>
          <li>
            <code>{THEME_STORAGE_KEY}</code> (local storage): your colour theme — light, dark,
            quantum, mystic, space or ancient;
          </li>
          <li>
            <code>read_announcements</code> (local storage): the ids of the announcements you have
            already opened, so the bell only counts new ones;
          </li>
          <li>
            your xAI API key (local storage, stored as <code>{'{key}'}</code>), only if you entered
            one in the Grok settings. Remove it there at any time;
          </li>
          <li>
            the time of the last system-status check (session storage), so the app does not check
            the services again on every page load. It disappears when you close the tab;
          </li>
          <li>
            your sign-in session (local storage, an entry whose name starts with <code>sb-</code>):
            the access and refresh tokens that keep you signed in, and during sign-in a one-time
            code verifier. It is removed when you sign out;
          </li>
          <li>whether you dismissed the install banner, so it does not keep coming back;</li>
          <li>
            <code>{CONTACT_THROTTLE_KEY}</code> (local storage): the times of your last contact-form
            messages from this browser, to hold back repeated sending; entries older than fifteen
            minutes are dropped;
          </li>
          <li>
            the app’s own files in the service worker cache, so it starts quickly and opens offline,
            and charts you saved while offline until they are synchronised.
          </li>
          <li>
            while you are signed in, a copy of what your pages last showed (your profile, charts,
            conversations list and lesson progress; IndexedDB), so they open offline, and changes
            made offline until they are sent (local storage). The copy is kept per account and
            removed when you sign out or delete your account.
          </li>
        </Bullets>
        <P>
          You can clear all of this through your browser’s “clear site data” setting. You will then
          be signed out and your theme returns to the default.
        </P>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who else receives data',
    content: (
      <>
        <P>We pass personal data only to the services the app cannot work without:</P>
        <Bullets>
          <li>
            the hosting and database provider that runs our servers and stores the data described
            above;
          </li>
          <li>xAI, for the AI requests described above;</li>
          <li>an e-mail delivery service for sign-in, confirmation and password-reset messages;</li>
          <li>an SMS provider, only for the verification codes you request for a phone number.</li>
        </Bullets>
        <P>We disclose data to authorities only where the law obliges us to.</P>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep data',
    content: (
      <P>
        Account, profile, charts, conversations and learning progress are kept while your account
        exists, until you delete them or the account. Phone verification codes expire after ten
        minutes. Contact messages are kept as long as needed to handle your request and keep a
        record of our answer; ask us and we delete them. AI usage records are kept for analytics
        without any link to you once your account is deleted.
      </P>
    ),
  },
  {
    id: 'deleting',
    heading: 'Deleting your account',
    content: (
      <>
        <P>
          You can delete your account yourself: open your <TextLink to="/profile">Profile</TextLink>
          , choose Delete account and confirm. This permanently removes, at once:
        </P>
        <Bullets>
          <li>your sign-in account, sessions, two-factor factors and linked identities;</li>
          <li>your profile, avatar, activity counters and roles;</li>
          <li>
            every saved chart, every brain chat and Grok conversation with all their messages, and
            your learning progress.
          </li>
        </Bullets>
        <P>
          Contact messages you sent and AI usage records are kept, but the link to your account is
          removed. A contact message still contains the name and e-mail address you typed into it;
          to have those deleted as well, write to <SupportMailLink />. Deleting the account does not
          clear your browser: sign out first, or clear the site data as described above.
        </P>
      </>
    ),
  },
  {
    id: 'rights',
    heading: 'Your rights',
    content: (
      <>
        <P>
          Depending on where you live (for example under the EU and UK GDPR) you have the right to
          access the data we hold about you, to have it corrected, to receive it in a portable
          format, to have it deleted, to restrict or object to its processing, and to complain to
          your data protection authority.
        </P>
        <P>
          Most of this you can do in the app: edit your profile, rename or delete charts and
          conversations, and delete your account. For anything else write to <SupportMailLink /> or
          use the <TextLink to="/contact">contact form</TextLink> with the category “Privacy or data
          request”. We answer within one month.
        </P>
        <P>
          We process account data to provide the service you signed up for (performance of a
          contract), the activity counters and usage records in our legitimate interest in running
          and improving the app, and contact messages to answer your request.
        </P>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    content: (
      <P>
        Connections are encrypted in transit. Passwords are stored only as argon2id hashes; sign-in
        attempts are rate-limited, and you can add a second factor. Every table has row-level
        security, so the database itself refuses to show one user’s data to another. The AI provider
        key stays on the server. No system is perfectly secure; if we learn of a breach that affects
        you, we will tell you and the authorities as the law requires.
      </P>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    content: (
      <P>
        The app is not meant for children under 16, and we do not knowingly keep accounts of
        children under 16. If you believe a child has created an account, please tell us and we will
        delete it.
      </P>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    content: (
      <P>
        When we change how the app uses data, we update this page and the date at the top.
        Significant changes are also announced in the app’s announcements before they take effect.
      </P>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="What the Astro app stores about you, what is sent to the AI provider, what stays in your browser, and how to delete your account."
      updated={PRIVACY_POLICY_UPDATED}
      intro={
        <P>
          This policy explains, in plain words, what the app does with your data: what is stored
          when you create an account, save charts and talk to the AI assistants, what leaves our
          servers, what stays in your browser, and how to remove it all.
        </P>
      }
      sections={sections}
    />
  );
}
