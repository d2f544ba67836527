import type { SearchDocument } from '../../../content-schema/lesson-schema';

export interface SearchHit {
  slug: string;
  moduleSlug: string;
  title: string;
  /** A short passage around the first match, split into matched and unmatched parts. */
  snippet: { text: string; match: boolean }[];
}

const MAX_RESULTS = 20;
const SNIPPET_BEFORE = 60;
const SNIPPET_AFTER = 140;

/**
 * Lowercase without accents, one output character per input character, so positions found in
 * the folded text are valid in the original (needed to highlight the original text).
 */
export function fold(text: string): string {
  let out = '';
  for (const char of text) {
    const base = char.normalize('NFD')[0].toLowerCase();
    // Characters outside the basic plane are two UTF-16 units; keep the length identical.
    out += base.length === char.length ? base : char;
  }
  return out;
}

export function queryWords(query: string): string[] {
  return [
    ...new Set(
      fold(query)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length >= 2),
    ),
  ];
}

function wordStart(word: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'gu');
}

/**
 * Finds lessons containing every word of the query, each as the start of a word in the lesson
 * ("trin" finds "trine", "rine" does not). Title matches rank first, then more occurrences, then
 * course order.
 */
export function searchLessons(documents: readonly SearchDocument[], query: string): SearchHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const scored: { hit: SearchHit; score: number; order: number }[] = [];
  documents.forEach((doc, order) => {
    const title = fold(doc.title);
    const text = fold(doc.text);
    let score = 0;
    for (const word of words) {
      const inTitle = title.match(wordStart(word))?.length ?? 0;
      const inText = text.match(wordStart(word))?.length ?? 0;
      if (inTitle + inText === 0) return;
      score += inTitle * 10 + inText;
    }
    const hit = {
      slug: doc.slug,
      moduleSlug: doc.moduleSlug,
      title: doc.title,
      snippet: snippet(doc.text, text, words),
    };
    scored.push({ hit, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_RESULTS)
    .map((entry) => entry.hit);
}

function snippet(original: string, folded: string, words: string[]): SearchHit['snippet'] {
  let first = -1;
  for (const word of words) {
    const index = folded.search(wordStart(word));
    if (index >= 0 && (first < 0 || index < first)) first = index;
  }
  if (first < 0) first = 0;
  let start = Math.max(0, first - SNIPPET_BEFORE);
  let end = Math.min(original.length, first + SNIPPET_AFTER);
  // Cut at spaces so the passage starts and ends with whole words.
  if (start > 0) {
    const space = original.indexOf(' ', start);
    if (space >= 0 && space < first) start = space + 1;
  }
  if (end < original.length) {
    const space = original.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const marks = new Array<boolean>(end - start).fill(false);
  const window = folded.slice(start, end);
  for (const word of words) {
    for (const match of window.matchAll(wordStart(word))) {
      for (let i = match.index; i < match.index + word.length && i < marks.length; i++)
        marks[i] = true;
    }
  }
  const parts: SearchHit['snippet'] = [];
  for (let i = 0; i < marks.length; i++) {
    const char = original[start + i] === '\n' ? ' ' : original[start + i];
    const last = parts[parts.length - 1];
    if (last && last.match === marks[i]) last.text += char;
    else parts.push({ text: char, match: marks[i] });
  }
  if (start > 0) parts.unshift({ text: '… ', match: false });
  if (end < original.length) parts.push({ text: ' …', match: false });
  return parts;
}
