import { loadMarkdownRenderer, type MarkdownRenderer } from '../../../components';
import type { ClaimChecks } from '../model/claim-checks';
import { locateClaims } from '../model/locate-claims';
import { markClaims } from '../model/mark-claims';
import { ANSWER, CHECKS } from './sample-claim-checks';

let renderMarkdown: MarkdownRenderer['renderMarkdown'];
beforeAll(async () => {
  ({ renderMarkdown } = await loadMarkdownRenderer());
});

const container = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('locating claims', () => {
  it('takes the occurrence the offsets point at when the words appear twice', () => {
    const answer = 'Mars in Leo? Yes: Mars in Leo.';
    const second = answer.lastIndexOf('Mars in Leo');
    const claim = { ...CHECKS.claims[1]!, start: second, end: second + 11 };
    expect(locateClaims(answer, answer, [claim])).toEqual([
      { claim: 0, from: second, to: second + 11 },
    ]);
    expect(locateClaims(answer, answer, [{ ...claim, start: 0, end: 11 }])).toEqual([
      { claim: 0, from: 0, to: 11 },
    ]);
  });

  it('finds the words in any case and across a line break, but only whole words', () => {
    const claim = { ...CHECKS.claims[1]!, text: 'Mars in Leo', start: 0, end: 11 };
    expect(locateClaims('', 'MARS in\nLeo', [claim])).toEqual([{ claim: 0, from: 0, to: 11 }]);
    expect(locateClaims('', 'Mars inLeo', [claim])).toHaveLength(1);
    expect(locateClaims('', 'Mars in Leonard', [claim])).toEqual([]);
  });
});

describe('marking claims in rendered markdown', () => {
  it('underlines a wrong claim and puts the correct value beside it as text', () => {
    const marked = markClaims(renderMarkdown(ANSWER), ANSWER, CHECKS);
    expect(marked.placed).toEqual([true, true]);
    const view = container(marked.html);
    const wrong = view.querySelector('[data-claim-verdict="wrong"]')!;
    // Inside the bold text the markdown made of "**Sun in Taurus**".
    expect(wrong.textContent).toBe('Sun in Taurus');
    expect(wrong.closest('strong')).not.toBeNull();
    expect(wrong.className).toContain('claim-wrong');
    const note = wrong.nextElementSibling!;
    expect(note.getAttribute('data-claim-note')).toBe('wrong');
    expect(note.textContent).toBe('✗ Checked against your chart: the Sun is in Gemini, not Taurus');
    // The sign is decoration; the sentence is what is read out.
    expect(note.querySelector('[aria-hidden="true"]')?.textContent).toBe('✗ ');
  });

  it('gives a right claim a check mark with a label for screen readers', () => {
    const view = container(markClaims(renderMarkdown(ANSWER), ANSWER, CHECKS).html);
    const right = view.querySelector('[data-claim-verdict="right"]')!;
    expect(right.textContent).toBe('Mars in Leo');
    expect(right.nextElementSibling?.textContent).toBe('✓ (Checked against your chart: correct)');
    // The answer's own text is unchanged around the marks.
    expect(view.textContent).toContain('gives patience, and Mars in Leo');
  });

  it('marks a claim that crosses emphasis in pieces, with one note after its last piece', () => {
    const answer = 'Your **Sun** in Taurus is strong.';
    const checks: ClaimChecks = {
      ...CHECKS,
      checked: 1,
      claims: [{ ...CHECKS.claims[0]!, start: 5, end: 24 }],
    };
    const view = container(markClaims(renderMarkdown(answer), answer, checks).html);
    const pieces = [...view.querySelectorAll('[data-claim="0"]')].map((p) => p.textContent);
    expect(pieces).toEqual(['Sun', ' in Taurus']);
    expect(view.querySelectorAll('[data-claim-note]')).toHaveLength(1);
    expect(view.textContent?.trim()).toBe(
      'Your Sun in Taurus✗ Checked against your chart: the Sun is in Gemini, not Taurus is strong.',
    );
  });

  it('reports a claim whose text is not in the answer, and leaves the answer as it was', () => {
    const checks: ClaimChecks = {
      ...CHECKS,
      claims: [{ ...CHECKS.claims[0]!, text: 'Sun in the sign of Taurus' }],
    };
    const html = renderMarkdown(ANSWER);
    expect(markClaims(html, ANSWER, checks)).toEqual({ html, placed: [false] });
  });

  it('does not mark the words of a code block’s Copy button', () => {
    const answer = '```\nCopy\n```';
    const checks: ClaimChecks = {
      ...CHECKS,
      claims: [{ ...CHECKS.claims[0]!, text: 'Copy', start: 4, end: 8 }],
    };
    const view = container(markClaims(renderMarkdown(answer), answer, checks).html);
    expect(view.querySelector('button')?.textContent).toBe('Copy');
    expect(view.querySelector('code [data-claim]')?.textContent).toBe('Copy');
  });

  it('never turns the answer into markup', () => {
    const answer = 'Mars in Leo &lt;img src=x onerror=alert(1)&gt;';
    const view = container(markClaims(renderMarkdown(answer), answer, CHECKS).html);
    expect(view.querySelector('img')).toBeNull();
  });
});
