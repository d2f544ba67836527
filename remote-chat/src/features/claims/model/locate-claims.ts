import type { CheckedClaim } from './claim-checks';

/** Where a claim sits in the text as rendered: `from`..`to` in the concatenated text nodes. */
export interface ClaimRange {
  /** The claim's index in `claim_checks.claims`. */
  claim: number;
  from: number;
  to: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A claim's text as a pattern: any case, whitespace between words as rendered (markdown turns a
 * line break into <br>, which leaves no space in the text), and whole words only.
 */
function claimPattern(text: string): RegExp | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return new RegExp(
    `(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join('\\s*')}(?![\\p{L}\\p{N}])`,
    'giu',
  );
}

const matchesOf = (pattern: RegExp, text: string) =>
  [...text.matchAll(pattern)].map((m) => ({ from: m.index, to: m.index + m[0].length }));

/**
 * Finds each claim in the rendered text. Markdown changes offsets (emphasis, links, lists), so the
 * claim's `text` is searched for; its `start` in the answer says which occurrence is meant when the
 * same words appear more than once. A claim whose words are not in the text is left out, as is one
 * that would overlap a claim already placed.
 */
export function locateClaims(
  answer: string,
  rendered: string,
  claims: readonly CheckedClaim[],
): ClaimRange[] {
  const ranges: ClaimRange[] = [];
  const overlaps = (from: number, to: number) => ranges.some((r) => from < r.to && r.from < to);
  claims.forEach((claim, index) => {
    const pattern = claimPattern(claim.text);
    if (!pattern) return;
    const candidates = matchesOf(pattern, rendered);
    if (candidates.length === 0) return;
    const occurrence = matchesOf(pattern, answer).filter((m) => m.from < claim.start).length;
    const preferred = candidates[Math.min(occurrence, candidates.length - 1)]!;
    const chosen = [preferred, ...candidates].find((c) => !overlaps(c.from, c.to));
    if (chosen) ranges.push({ claim: index, from: chosen.from, to: chosen.to });
  });
  return ranges.sort((a, b) => a.from - b.from);
}
