import { BODY_INFO } from '../catalogue/glyphs';
import { BODY_NAMES, type BodyName, SIGNS } from '../engine';
import type { ClaimKind } from './claim-checks';

/** What a claim can be about: a body of the engine, or the Ascendant or Midheaven. */
export type ClaimTarget = BodyName | 'asc' | 'mc';

export type StatedValue =
  | { kind: 'sign'; signIndex: number }
  | { kind: 'house'; house: number }
  | { kind: 'degree'; lon: number; label: string }
  | { kind: 'retrograde'; retrograde: boolean };

/** A claim as written, before anyone decides which chart it is about. */
export interface FoundClaim {
  start: number;
  end: number;
  target: ClaimTarget;
  /** Where the body's name is, which decides the chart (see check-claims.ts). */
  mentionStart: number;
  mentionEnd: number;
  stated: StatedValue;
}

// Names of the bodies as answers write them: the catalogue's labels plus the usual other names.
// Longer names first, so "Black Moon Lilith" is not read as the Moon.
const OTHER_NAMES: [string, ClaimTarget][] = [
  ['Black Moon Lilith', 'lilith'],
  ['North Node', 'trueNode'],
  ['Ascendant', 'asc'],
  ['Midheaven', 'mc'],
  ['MC', 'mc'],
  // Only in "Cancer rising": see the sign-first form below.
  ['rising', 'asc'],
];
const ALIASES: [string, ClaimTarget][] = [
  ...BODY_NAMES.map((b): [string, ClaimTarget] => [BODY_INFO[b].label, b]),
  ...OTHER_NAMES,
].sort((a, b) => b[0].length - a[0].length);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BODY = `(${ALIASES.map(([name]) => escape(name).replace(/ /g, '\\s+')).join('|')})`;
const SIGN = `(${SIGNS.join('|')})`;
// Markdown emphasis may wrap any word: "**Mars** in *Leo*".
const EM = '[*_]{0,3}';
const GAP = '[\\s*_]+';
const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
const ORDINAL = `(\\d{1,2})(?:st|nd|rd|th)|(${ORDINALS.join('|')})`;

// Joins a further placement to the one before: "Mars in Leo, in the 7th house", "Mars (Leo)".
const LEAD = `((?:[\\s*_]*(?:,|;|\\band\\b|—|–|\\()?[\\s*_]*)?)`;
const VERB =
  '(?:(?:is|was|sits|lies|falls|stands|appears|remains)\\s+)?(?:(?:placed|located|found|positioned)\\s+)?';

const sticky = (source: string) => new RegExp(source, 'iy');

/** Placements after the body's name, tried in this order at each point. */
const PHRASES: { kind: ClaimKind; re: RegExp }[] = [
  {
    kind: 'degree',
    re: sticky(
      `${LEAD}${VERB}(?:(?:at|in|on)\\s+)?${EM}(\\d{1,2}(?:\\.\\d+)?)\\s*(?:°|º|\\s+degrees?)\\s*(?:(\\d{1,2})\\s*(?:′|'|’|\\s*minutes?)\\s*)?(?:of\\s+|in\\s+)?${EM}${SIGN}\\b${EM}`,
    ),
  },
  {
    kind: 'sign',
    // "Mars in Leo", "Mars is in the sign of Leo", "your Ascendant is Virgo", "Sun sign: Taurus".
    re: sticky(
      `${LEAD}(?:sign\\b[\\s:]*)?(?:${VERB}in${GAP}(?:the\\s+sign\\s+(?:of\\s+)?)?|(?:is|was)\\s+(?:an?\\s+)?|(?<=sign:\\s*))${EM}${SIGN}(?![\\w-])${EM}`,
    ),
  },
  {
    kind: 'house',
    re: sticky(
      `${LEAD}${VERB}in${GAP}(?:(?:the|your|his|her|their|its)\\s+)?${EM}(?:${ORDINAL})\\s+house\\b${EM}` +
        `|${LEAD}${VERB}in\\s+house\\s+(\\d{1,2})\\b` +
        // As the prompt's chart block writes it, "Sun 22°08′ Aries, 12th house", or a heading
        // "Sun in Aries (12th house)".
        `|[\\s*_]*[,(][\\s*_]*(?:${ORDINAL})\\s+house\\b${EM}`,
    ),
  },
  {
    kind: 'retrograde',
    re: sticky(`${LEAD}(?:(?:is|was|being|appears)\\s+)?(not\\s+)?${EM}(retrograde|Rx)\\b${EM}`),
  },
];

const BODY_RE = new RegExp(`(?<![\\w-])${EM}${BODY}${EM}(?![\\w-])`, 'gi');
const SIGN_BEFORE = new RegExp(`(?<![\\w-])${EM}${SIGN}${EM}${GAP}$`, 'i');
const RETROGRADE_BEFORE = /(?<![\w-])[*_]{0,3}retrograde[\s*_]+$/i;

const targetOf = (name: string): ClaimTarget | undefined => {
  const flat = name.replace(/\s+/g, ' ').toLowerCase();
  return ALIASES.find(([alias]) => alias.toLowerCase() === flat)?.[1];
};

const signIndexOf = (name: string) =>
  SIGNS.findIndex((s) => s.toLowerCase() === name.toLowerCase());

/** Trims emphasis marks and spaces off both ends of a range, so the claim reads as written. */
function tighten(text: string, start: number, end: number): [number, number] {
  for (;;) {
    while (start < end && /[\s*_,;—–(]/.test(text[start]!)) start++;
    const joiner = /^and\s/i.exec(text.slice(start, end));
    if (!joiner) break;
    start += joiner[0].length;
  }
  while (end > start && /[\s*_]/.test(text[end - 1]!)) end--;
  return [start, end];
}

function statedOf(kind: ClaimKind, m: RegExpExecArray): StatedValue | null {
  switch (kind) {
    case 'degree': {
      const degrees = Number(m[2]);
      const minutes = m[3] === undefined ? 0 : Number(m[3]);
      const signIndex = signIndexOf(m[4]!);
      if (!(degrees < 30) || !(minutes < 60) || signIndex < 0) return null;
      const minuteText = m[3] === undefined ? '' : `${m[3].padStart(2, '0')}′`;
      return {
        kind,
        lon: signIndex * 30 + degrees + minutes / 60,
        label: `${m[2]}°${minuteText} ${SIGNS[signIndex]}`,
      };
    }
    case 'sign': {
      const signIndex = signIndexOf(m[2]!);
      return signIndex < 0 ? null : { kind, signIndex };
    }
    case 'house': {
      const digits = m[2] ?? m[5] ?? m[6];
      const word = m[3] ?? m[7];
      const house = digits ? Number(digits) : ORDINALS.indexOf(word!.toLowerCase()) + 1;
      return house >= 1 && house <= 12 ? { kind, house } : null;
    }
    case 'retrograde':
      return { kind, retrograde: !m[2] };
  }
}

/**
 * Finds placements stated in a text: "Mars in Leo", "Sun at 24° Taurus", "Moon in the 5th
 * house", "Venus retrograde", "a Taurus Moon", "Cancer rising", "retrograde Mercury", and
 * chains of them after one name ("Mars in Leo in the 7th house, retrograde"). A negated
 * placement ("Mars is not in Leo") is not a claim; "not retrograde" claims direct motion.
 */
export function findClaims(text: string): FoundClaim[] {
  const found: FoundClaim[] = [];
  for (const mention of text.matchAll(BODY_RE)) {
    const target = targetOf(mention[1]!);
    if (!target) continue;
    const [mentionStart, mentionEnd] = tighten(
      text,
      mention.index,
      mention.index + mention[0].length,
    );
    const claims: FoundClaim[] = [];
    const before = text.slice(Math.max(0, mentionStart - 40), mentionStart);

    // A word read twice ("Sun in Leo Moon…" is not a Leo Moon) belongs to the first claim.
    const taken = (start: number) => found.some((f) => f.start < mentionEnd && start < f.end);
    const signFirst = SIGN_BEFORE.exec(before);
    const signFirstAt = signFirst ? mentionStart - before.length + signFirst.index : -1;
    if (signFirst && !taken(signFirstAt)) {
      const signIndex = signIndexOf(signFirst[1]!);
      claims.push({
        start: signFirstAt,
        end: mentionEnd,
        target,
        mentionStart,
        mentionEnd,
        stated: { kind: 'sign', signIndex },
      });
    } else if (
      /^rising$/i.test(mention[1]!) &&
      !/^[*_]*\s+sign\b/i.test(text.slice(mention.index + mention[0].length))
    )
      continue; // "rising" names the Ascendant only in "Cancer rising" or "rising sign".
    const retrogradeFirst = RETROGRADE_BEFORE.exec(before);
    const retrogradeFirstAt = retrogradeFirst
      ? mentionStart - before.length + retrogradeFirst.index
      : -1;
    if (retrogradeFirst && claims.length === 0 && !taken(retrogradeFirstAt))
      claims.push({
        start: retrogradeFirstAt,
        end: mentionEnd,
        target,
        mentionStart,
        mentionEnd,
        stated: { kind: 'retrograde', retrograde: true },
      });

    let at = mention.index + mention[0].length;
    for (let more = true; more;) {
      more = false;
      for (const { kind, re } of PHRASES) {
        re.lastIndex = at;
        const m = re.exec(text);
        if (!m || m[0].trim() === '') continue;
        const stated = statedOf(kind, m);
        if (!stated) break;
        // The first placement reads with its body ("Mars in Leo"); later ones alone ("in the 7th house").
        const from = claims.length === 0 ? mentionStart : at;
        const [start, end] = tighten(text, from, at + m[0].length);
        claims.push({ start, end, target, mentionStart, mentionEnd, stated });
        at += m[0].length;
        more = true;
        break;
      }
    }
    found.push(...claims);
  }
  return found;
}
