import { nameVariants } from './name-variants';

/**
 * Places are split into shards by the first letters of their folded names. A query needs
 * at least this many letters, and then all its candidates are in the one shard its own
 * first letters name.
 */
export const SHARD_PREFIX_LENGTH = 2;

// Folded Latin names start with a plain letter or digit. Names in other scripts (Москва,
// 北京, Αθήνα) are few and their first letters many, so they share a shard per block of
// 256 code points: a handful of files rather than one per pair of Chinese characters.
const LATIN_START = /^[a-z0-9]/;

/**
 * The keys whose shard was too big and was split by one more letter ("sa" into "saa",
 * "sab", …; a block "~4" into its letters "а", "б", …). A split Latin key still has a
 * shard of its own, the head, which answers a query of exactly those letters.
 */
export type SplitKeys = ReadonlySet<string>;

const NO_SPLITS: SplitKeys = new Set();

/** How many letters of a name a key stands for: a script block stands for none of them. */
function keyLength(key: string): number {
  return key.startsWith('~') ? 0 : [...key].length;
}

/** The shard of a folded name or prefix of at least SHARD_PREFIX_LENGTH letters. */
function shardKeyOfText(text: string, split: SplitKeys): string {
  const letters = [...text];
  let key = LATIN_START.test(text)
    ? letters.slice(0, SHARD_PREFIX_LENGTH).join('')
    : `~${(text.codePointAt(0)! >> 8).toString(16)}`;
  while (split.has(key) && letters.length > keyLength(key)) {
    key = letters.slice(0, keyLength(key) + 1).join('');
  }
  return key;
}

/** Whether a folded query name has enough letters to be searched. */
export function isSearchableName(name: string): boolean {
  return [...name].length >= SHARD_PREFIX_LENGTH;
}

/** The shard a folded query name is searched in; undefined while it is too short. */
export function shardKeyOfQuery(name: string, split: SplitKeys = NO_SPLITS): string | undefined {
  return isSearchableName(name) ? shardKeyOfText(name, split) : undefined;
}

/**
 * Every shard a place with this folded name belongs to: one per word it can be found by
 * (the search matches the whole name and each later word), in either spelling of a
 * leading abbreviation ("saint louis" is also in the shard of "st louis").
 */
export function shardKeysOfName(key: string, split: SplitKeys = NO_SPLITS): Set<string> {
  const entries = [key];
  for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1)) {
    entries.push(key.slice(at + 1));
  }
  const shards = new Set<string>();
  for (const entry of entries) {
    for (const spelling of nameVariants(entry)) shards.add(shardKeyOfText(spelling, split));
  }
  return shards;
}

/** The shards a place is found in by one of its other names: by the whole name only. */
export function shardKeysOfAlias(key: string, split: SplitKeys = NO_SPLITS): Set<string> {
  return new Set(nameVariants(key).map((spelling) => shardKeyOfText(spelling, split)));
}
