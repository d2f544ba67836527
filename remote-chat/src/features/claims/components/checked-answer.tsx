import { lazy, Suspense } from 'react';
import { loadMarkdownRenderer, Markdown } from '../../../components';
import type { ClaimChecks } from '../model/claim-checks';
import { ClaimSummary } from './claim-summary';

// Loads with the markdown renderer, which it shares.
const CheckedMarkdown = lazy(async () => {
  const [renderer, { checkedMarkdownWith }] = await Promise.all([
    loadMarkdownRenderer(),
    import('./checked-markdown'),
  ]);
  return { default: checkedMarkdownWith(renderer) };
});

export interface CheckedAnswerProps {
  text: string;
  /** The answer's stored claim checks; null while there are none (yet). */
  checks: ClaimChecks | null | undefined;
}

/**
 * An assistant's answer as markdown. When the server checked its claims about the attached
 * charts, a wrong claim is underlined with the correct value beside it, a right one gets a check
 * mark, and a summary follows the answer.
 */
export function CheckedAnswer({ text, checks }: CheckedAnswerProps) {
  if (!checks || checks.checked === 0) return <Markdown text={text} />;
  return (
    <Suspense
      fallback={
        <>
          <Markdown text={text} />
          <ClaimSummary checks={checks} />
        </>
      }
    >
      <CheckedMarkdown text={text} checks={checks} />
    </Suspense>
  );
}
