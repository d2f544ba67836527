import type { ClaimChecks } from './claim-checks';
import { confirmationNote, correctionNote } from './claim-wording';
import { locateClaims, type ClaimRange } from './locate-claims';

export interface MarkedAnswer {
  html: string;
  /** Per claim: whether its text was found and marked in the answer. */
  placed: boolean[];
}

/** Text that is part of the page's chrome, not of the answer (a code block's Copy button). */
const CHROME = 'button, .md-code-bar';

function answerTextNodes(root: DocumentFragment): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!text.parentElement?.closest(CHROME)) nodes.push(text);
  }
  return nodes;
}

function noteFor(document: Document, checks: ClaimChecks, index: number): HTMLElement {
  const claim = checks.claims[index]!;
  const note = document.createElement('span');
  note.dataset.claimNote = claim.verdict;
  if (claim.verdict === 'wrong') {
    note.className = 'claim-note';
    const sign = document.createElement('span');
    sign.setAttribute('aria-hidden', 'true');
    sign.textContent = '✗ ';
    note.append(sign, correctionNote(claim, checks));
  } else {
    note.className = 'claim-check';
    note.title = confirmationNote(claim, checks);
    const sign = document.createElement('span');
    sign.setAttribute('aria-hidden', 'true');
    sign.textContent = '✓';
    const label = document.createElement('span');
    label.className = 'claim-sr';
    label.textContent = ` (${confirmationNote(claim, checks)})`;
    note.append(sign, label);
  }
  return note;
}

/**
 * Marks the checked claims in an answer's rendered (already sanitized) HTML: a wrong claim's words
 * are underlined and followed by the correct value as text; a right one gets a check mark. Every
 * added node is made here with text content, so nothing from the answer becomes markup.
 */
export function markClaims(html: string, answer: string, checks: ClaimChecks): MarkedAnswer {
  const template = document.createElement('template');
  template.innerHTML = html;
  const nodes = answerTextNodes(template.content);
  const starts: number[] = [];
  let rendered = '';
  for (const node of nodes) {
    starts.push(rendered.length);
    rendered += node.data;
  }
  const ranges = locateClaims(answer, rendered, checks.claims);
  const placed = checks.claims.map((_, index) => ranges.some((r) => r.claim === index));
  if (ranges.length === 0) return { html, placed };

  nodes.forEach((node, n) => {
    const nodeStart = starts[n]!;
    const nodeEnd = nodeStart + node.data.length;
    const inside = ranges.filter((r) => r.from < nodeEnd && nodeStart < r.to);
    if (inside.length === 0) return;
    const fragment = template.ownerDocument.createDocumentFragment();
    let at = nodeStart;
    for (const range of inside) {
      const from = Math.max(range.from, nodeStart);
      const to = Math.min(range.to, nodeEnd);
      if (from > at) fragment.append(node.data.slice(at - nodeStart, from - nodeStart));
      fragment.append(
        markOf(
          template.ownerDocument,
          checks,
          range,
          node.data.slice(from - nodeStart, to - nodeStart),
        ),
      );
      // The note follows the claim's last piece (a claim can cross emphasis: "**Sun** in Leo").
      if (range.to <= nodeEnd)
        fragment.append(noteFor(template.ownerDocument, checks, range.claim));
      at = to;
    }
    if (at < nodeEnd) fragment.append(node.data.slice(at - nodeStart));
    node.replaceWith(fragment);
  });
  return { html: template.innerHTML, placed };
}

function markOf(document: Document, checks: ClaimChecks, range: ClaimRange, text: string) {
  const claim = checks.claims[range.claim]!;
  const mark = document.createElement('span');
  mark.className = claim.verdict === 'wrong' ? 'claim claim-wrong' : 'claim claim-right';
  mark.dataset.claim = String(range.claim);
  mark.dataset.claimVerdict = claim.verdict;
  mark.textContent = text;
  return mark;
}
