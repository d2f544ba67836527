import { matchesSearch, type Thread } from './thread';

/** The longest search the server accepts; longer text is cut, not refused. */
export const SEARCH_MAX_LENGTH = 200;

/** How long typing must pause before the messages are searched. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Around each highlighted word of a snippet: private-use characters, which the server removes
 * from the message text first, so marking never depends on reading HTML.
 */
export const MARK_START = '\u{E000}';
export const MARK_STOP = '\u{E001}';

/** A conversation whose messages contain the words searched for. */
export interface MessageMatch {
  kind: Thread['kind'];
  id: string;
  /** A few words around the match, highlights marked with MARK_START and MARK_STOP. */
  snippet: string;
}

export interface SearchResult {
  thread: Thread;
  /** The matching message's words; absent when only the title matched. */
  snippet?: string;
}

export interface SnippetPart {
  text: string;
  highlighted: boolean;
}

/**
 * What is sent to the server: trimmed and cut to the characters it accepts (whole characters, so
 * an emoji is never split); '' means no search.
 */
export function messageSearchText(query: string): string {
  return Array.from(query.trim()).slice(0, SEARCH_MAX_LENGTH).join('').trim();
}

const key = (kind: Thread['kind'], id: string) => `${kind}:${id}`;

/**
 * The conversations to show for a search, in the list's order: those whose title, brain or model
 * matches, and those with a matching message (with its snippet). Matches of conversations the
 * list does not hold (yet) are left out: a live update brings them in.
 */
export function searchResults(
  threads: readonly Thread[],
  query: string,
  matches: readonly MessageMatch[],
): SearchResult[] {
  const snippets = new Map(matches.map((m) => [key(m.kind, m.id), m.snippet]));
  return threads.flatMap((thread) => {
    const snippet = snippets.get(key(thread.kind, thread.id));
    if (snippet !== undefined) return [{ thread, snippet }];
    return matchesSearch(thread, query) ? [{ thread }] : [];
  });
}

/**
 * A snippet's text without Markdown syntax: answers are stored as Markdown, and a snippet cut
 * from one would otherwise show "house**, which". Emphasis, code and strike marks go, a link or
 * image keeps its text, and heading, quote and list marks at a line's start go. Single
 * underscores stay (they may be part of a word).
 */
export function plainSnippet(snippet: string): string {
  return snippet
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*+|__+|~~+|`+/g, '')
    .replace(/^[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|[-+][ \t]+|\d+\.[ \t]+)/gm, '')
    .replace(/[ \t]*\n[ \t]*/g, ' ');
}

/** A snippet as runs of plain and highlighted text; the marks themselves never show. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let highlighted = false;
  let text = '';
  const flush = () => {
    if (text) parts.push({ text, highlighted });
    text = '';
  };
  for (const char of plainSnippet(snippet)) {
    if (char === MARK_START || char === MARK_STOP) {
      flush();
      highlighted = char === MARK_START;
    } else {
      text += char;
    }
  }
  flush();
  return parts;
}
