import { formatSignPosition, signPosition } from '../catalogue/format-position';
import { type Chart, SIGNS } from '../engine';
import { houseLabel } from '../context/chart-context';
import type { NamedChart, SkyChart } from '../context/named-chart';
import {
  CLAIM_CHECKS_VERSION,
  type CheckedClaim,
  type ClaimChecks,
  type ClaimKind,
} from './claim-checks';
import { type FoundClaim, findClaims, type StatedValue } from './find-claims';

/** A degree claim is right within this many degrees of the engine's longitude. */
export const DEGREE_TOLERANCE = 1;

// Which chart a claim is about is decided per sentence, from the words before the body's name.
// A claim nobody could attribute for sure is skipped, not counted: a checker that flags a
// correct sentence does more harm than one that misses a claim.
//
// - Hypotheticals and generalities ("if your Moon were in Leo", "people with Mars in Aries",
//   "for example, Venus in Libra") are about no chart.
// - "transiting Mars", "today's Moon", or a sentence about now ("currently", "today", "this
//   week", "transit"…) speaks of the sky: checked against it when the answer was given one (the
//   transit brain), skipped otherwise.
// - "natal Mars", "your Mars", "Alice's Mars" speak of a birth chart, even in such a sentence.
// - With a sky and no such word ("Mars in Leo" in a transit answer) it could be either: skipped.
// - With one birth chart, the rest is about it. With two (synastry), the sentence must name one:
//   the name nearest before the body's name, or the only name in the sentence; else skipped.
const HYPOTHETICAL =
  /\b(?:if|when|whenever|unless|suppose|imagine|people|those|someone|anyone|a person|for example|for instance|e\.g\.|such as|would|were)\b/i;
const TRANSIT_BEFORE =
  /\b(?:transiting|transit|today's|tonight's|current|currently|the sky's)[\s*_]+(?:[*_]{0,3})$/i;
const NATAL_BEFORE =
  /(?:\b(?:natal|your|birth|radix)|'s|’s)[\s*_]+(?:natal[\s*_]+)?(?:[*_]{0,3})$/i;
const ABOUT_NOW =
  /\b(?:transits?|transiting|today|tonight|currently|right now|at the moment|this (?:week|month|year)|these days)\b/i;

const isBoundary = (text: string, i: number) =>
  text[i] === '\n' || (/[.!?]/.test(text[i]!) && (i + 1 >= text.length || /\s/.test(text[i + 1]!)));

function sentenceAround(text: string, from: number, to: number): [number, number] {
  let start = from;
  while (start > 0 && !isBoundary(text, start - 1)) start--;
  let end = to;
  while (end < text.length && !isBoundary(text, end)) end++;
  return [start, end];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words that name each chart in a sentence: its whole name, and its first word when that is telling. */
function namePatterns(charts: readonly NamedChart[]): RegExp[][] {
  const firstWords = charts.map((c) => c.name.trim().split(/\s+/)[0] ?? '');
  return charts.map((chart, i) => {
    const names = [chart.name.trim()];
    const first = firstWords[i]!;
    const unique = firstWords.filter((w) => w.toLowerCase() === first.toLowerCase()).length === 1;
    if (first.length >= 3 && unique && first !== names[0]) names.push(first);
    return names
      .filter((n) => n.length > 0)
      .map((n) => new RegExp(`(?<![\\w-])${escapeRe(n).replace(/\s+/g, '\\s+')}(?![\\w-])`, 'gi'));
  });
}

type Subject = { chart: NamedChart; sky: false } | { chart: SkyChart; sky: true } | null;

function subjectOf(
  text: string,
  claim: FoundClaim,
  /** Where the words of the body's first claim begin ("Taurus" of "your Taurus Moon"). */
  leadEnd: number,
  charts: readonly NamedChart[],
  names: RegExp[][],
  sky: SkyChart | undefined,
): Subject {
  const [sentenceStart, sentenceEnd] = sentenceAround(text, claim.mentionStart, claim.mentionEnd);
  const lead = text.slice(sentenceStart, leadEnd);
  const sentence = text.slice(sentenceStart, sentenceEnd);
  if (HYPOTHETICAL.test(lead)) return null;

  const aboutSky = TRANSIT_BEFORE.test(lead)
    ? true
    : NATAL_BEFORE.test(lead)
      ? false
      : ABOUT_NOW.test(sentence)
        ? true
        : sky
          ? null
          : false;
  if (aboutSky === null) return null;
  if (aboutSky) return sky ? { chart: sky, sky: true } : null;

  if (charts.length === 1) return { chart: charts[0]!, sky: false };
  if (charts.length === 0) return null;
  // Two charts: the one named nearest before the body, or the only one the sentence names.
  let nearest: { index: number; at: number } | undefined;
  const named = new Set<number>();
  names.forEach((patterns, index) => {
    for (const re of patterns) {
      for (const m of sentence.matchAll(re)) {
        named.add(index);
        const at = sentenceStart + m.index;
        if (at < claim.mentionStart && (!nearest || at > nearest.at)) nearest = { index, at };
      }
    }
  });
  if (nearest) return { chart: charts[nearest.index]!, sky: false };
  if (named.size === 1) return { chart: charts[[...named][0]!]!, sky: false };
  return null;
}

const angularDistance = (a: number, b: number) => {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
};

/** What the claim says and what the chart says, for display; null when the chart cannot tell. */
function judge(
  stated: StatedValue,
  claim: FoundClaim,
  chart: Chart,
  housesKnown: boolean,
  anglesKnown: boolean,
): { kind: ClaimKind; stated: string; actual: string; right: boolean } | null {
  const isAngle = claim.target === 'asc' || claim.target === 'mc';
  if (isAngle && !anglesKnown) return null;
  const lon = isAngle
    ? chart.angles[claim.target as 'asc' | 'mc']
    : chart.bodies[claim.target as Exclude<typeof claim.target, 'asc' | 'mc'>].lon;
  switch (stated.kind) {
    case 'sign': {
      const actual = signPosition(lon).sign;
      const said = SIGNS[stated.signIndex]!;
      return { kind: 'sign', stated: said, actual, right: said === actual };
    }
    case 'degree':
      return {
        kind: 'degree',
        stated: stated.label,
        actual: formatSignPosition(lon),
        right: angularDistance(stated.lon, lon) <= DEGREE_TOLERANCE,
      };
    case 'house': {
      // An angle is a cusp, not a guest of a house; and houses need a known birth time.
      if (isAngle || !housesKnown) return null;
      const house = chart.bodies[claim.target as Exclude<typeof claim.target, 'asc' | 'mc'>].house;
      return {
        kind: 'house',
        stated: houseLabel(stated.house),
        actual: houseLabel(house),
        right: stated.house === house,
      };
    }
    case 'retrograde': {
      if (isAngle) return null;
      const retrograde =
        chart.bodies[claim.target as Exclude<typeof claim.target, 'asc' | 'mc'>].retrograde;
      const word = (r: boolean) => (r ? 'retrograde' : 'direct');
      return {
        kind: 'retrograde',
        stated: word(stated.retrograde),
        actual: word(retrograde),
        right: stated.retrograde === retrograde,
      };
    }
  }
}

/**
 * Finds the astrological claims an answer makes about the attached charts ("Mars in Leo", "Sun
 * at 24° Taurus", "Moon in the 5th house", "Venus retrograde") and checks each against the
 * engine's result. `sky` is the chart of the moment a transit answer was given: claims about
 * transiting bodies are checked against it. Claims that cannot be attributed to one chart for
 * sure are left out (see above), and so are claims the chart cannot decide (houses without a
 * birth time).
 */
export function checkClaims(
  answerText: string,
  charts: readonly NamedChart[],
  options: { sky?: SkyChart } = {},
): ClaimChecks {
  const names = namePatterns(charts);
  const claims: CheckedClaim[] = [];
  const found = findClaims(answerText);
  const leadEnds = new Map<number, number>();
  for (const f of found)
    leadEnds.set(f.mentionStart, Math.min(leadEnds.get(f.mentionStart) ?? f.start, f.start));
  for (const claim of found) {
    const leadEnd = leadEnds.get(claim.mentionStart)!;
    const subject = subjectOf(answerText, claim, leadEnd, charts, names, options.sky);
    if (!subject) continue;
    const timeKnown = subject.sky ? true : subject.chart.timeKnown;
    const verdict = judge(
      claim.stated,
      claim,
      subject.chart.chart,
      timeKnown && !subject.sky,
      timeKnown,
    );
    if (!verdict) continue;
    claims.push({
      text: answerText.slice(claim.start, claim.end),
      start: claim.start,
      end: claim.end,
      chart: subject.chart.name,
      body: claim.target,
      kind: verdict.kind,
      stated: verdict.stated,
      actual: verdict.actual,
      verdict: verdict.right ? 'right' : 'wrong',
    });
  }
  return {
    version: CLAIM_CHECKS_VERSION,
    checked: claims.length,
    wrong: claims.filter((c) => c.verdict === 'wrong').length,
    claims,
  };
}
