import { ACCESSIBILITY_STATEMENT_UPDATED } from '../model/legal-dates';
import { Bullets, LegalDocument, P, type LegalSection } from './legal-document';
import { SupportMailLink } from './support-mail-link';
import { TextLink } from './text-link';

const sections: LegalSection[] = [
  {
    id: 'target',
    heading: 'Our target',
    content: (
      <P>
        We aim for the app to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at
        level AA, in each of its six themes: light, dark, quantum, mystic, space and ancient. We
        consider the app partially conformant: most of it meets the target, with the exceptions
        listed below.
      </P>
    ),
  },
  {
    id: 'what-we-do',
    heading: 'What we do',
    content: (
      <Bullets>
        <li>
          Every theme keeps body and secondary text at a contrast ratio of at least 4.5:1, checked
          by automated tests.
        </li>
        <li>
          All menus, dialogs, tabs and forms work with the keyboard alone, with a visible focus
          indicator and a “Skip to content” link.
        </li>
        <li>
          Every page has its own title, one main heading and landmarks for navigation and content.
        </li>
        <li>
          Form fields have visible labels; errors are shown as text next to the field they concern,
          not by colour alone.
        </li>
        <li>Layouts adapt to small screens and to text zoomed to 200% without loss of content.</li>
        <li>
          Each public page is checked with the axe accessibility engine in all six themes as part of
          our automated tests, which fail on any serious or critical finding.
        </li>
      </Bullets>
    ),
  },
  {
    id: 'limitations',
    heading: 'Known limitations',
    content: (
      <>
        <Bullets>
          <li>
            <strong>Chart wheel.</strong> The wheel is a drawing that a screen reader cannot
            describe in full. The same information — positions, houses and aspects — is on the chart
            page as tables, which are fully accessible.
          </li>
          <li>
            <strong>Astrological glyphs.</strong> Symbols such as ♈ or ☿ are read out differently
            by different screen readers. Wherever a glyph appears, its name is written next to it or
            given as its accessible name.
          </li>
          <li>
            <strong>AI answers.</strong> Answers are written by a language model and stream in while
            they are generated, so some screen readers read them in pieces. Their headings and lists
            depend on the model and are not always well structured.
          </li>
          <li>
            <strong>Generated images.</strong> Images created by image generation have no
            description beyond the prompt you wrote.
          </li>
          <li>
            <strong>Articles in the Arcturus library</strong> may include cover images whose
            descriptions are added over time.
          </li>
        </Bullets>
        <P>
          We are working on each of these. If one of them keeps you from using a feature, please
          tell us and we will help directly.
        </P>
      </>
    ),
  },
  {
    id: 'compatibility',
    heading: 'Compatibility',
    content: (
      <P>
        The app is tested with current versions of Chrome, Edge, Firefox and Safari, on desktop and
        mobile. It relies on HTML, WAI-ARIA, CSS and JavaScript; it does not work with JavaScript
        turned off.
      </P>
    ),
  },
  {
    id: 'feedback',
    heading: 'Feedback and contact',
    content: (
      <P>
        If you meet a barrier, or need content in a different format, write to <SupportMailLink />{' '}
        or use the <TextLink to="/contact">contact form</TextLink> with the category
        “Accessibility”. Tell us the page, what you were trying to do and the assistive technology
        you use. We aim to reply within five working days.
      </P>
    ),
  },
];

export default function AccessibilityPage() {
  return (
    <LegalDocument
      title="Accessibility Statement"
      description="How accessible the Astro app is: our WCAG 2.2 AA target, what we test in all six themes, known limitations and how to reach us."
      updated={ACCESSIBILITY_STATEMENT_UPDATED}
      intro={
        <P>
          We want everyone to be able to calculate, read and learn from their chart, whatever
          device, settings or assistive technology they use.
        </P>
      }
      sections={sections}
    />
  );
}
