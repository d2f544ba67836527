import { nameVariants } from './name-variants';

/**
 * Places are split into shards by the first letters of their folded names. A query needs
 * at least this many letters, and then all its candidates are in the one shard its own
 * first letters name.
 */
export const SHARD_PREFIX_LENGTH = 2;

/** The shard a folded query name is searched in; undefined while it is too short. */
export function shardKeyOfQuery(name: string): string | undefined {
  return name.length >= SHARD_PREFIX_LENGTH ? name.slice(0, SHARD_PREFIX_LENGTH) : undefined;
}

/**
 * Every shard a place with this folded name belongs to: one per word it can be found by
 * (the search matches the whole name and each later word), in either spelling of a
 * leading abbreviation ("saint louis" is also in the shard of "st louis").
 */
export function shardKeysOfName(key: string): Set<string> {
  const entries = [key];
  for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1)) {
    entries.push(key.slice(at + 1));
  }
  const shards = new Set<string>();
  for (const entry of entries) {
    for (const spelling of nameVariants(entry)) shards.add(spelling.slice(0, SHARD_PREFIX_LENGTH));
  }
  return shards;
}
