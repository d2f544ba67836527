/** One conversation in Threads: a brain chat or a saved Grok conversation. */
export interface Thread {
  kind: 'brain' | 'grok';
  id: string;
  title: string;
  /** The brain's title or the model's name. */
  with: string;
  emoji: string;
  /** Last activity, ISO time. */
  date: string;
  /** Where to continue it. */
  href: string;
}

/** Newest first; ties keep a stable order by id. */
export const byNewest = (a: Thread, b: Thread): number =>
  b.date.localeCompare(a.date) || a.id.localeCompare(b.id);

/** Case-insensitive search over the title and the brain or model. */
export function matchesSearch(thread: Thread, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${thread.title} ${thread.with}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export const RENAME_MAX = 200;

/** A new title: trimmed, non-blank, at most 200 characters. */
export function renameProblem(title: string): string | null {
  const trimmed = title.trim();
  if (!trimmed) return 'A title cannot be empty';
  if (trimmed.length > RENAME_MAX) return `A title can be at most ${RENAME_MAX} characters`;
  return null;
}
