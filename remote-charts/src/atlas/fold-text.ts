// Letters that Unicode decomposition leaves alone but that people type without
// the stroke or ligature: "Łódź" is searched as "lodz", "Ærøskøbing" as "aeroskobing".
const LETTER_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ſ: 's',
};
const LETTER_FOLD_PATTERN = /[ßæœøđðłıþħŧŋſ]/g;
const COMBINING_MARKS = /\p{M}+/gu;
const ASCII = /^[\x20-\x7e]*$/;
// Apostrophes vanish ("L'Aquila" ~ "laquila") so both spellings meet.
const APOSTROPHES = /['’ʼ`´]/g;
// Hyphens, dots and other separators become one space ("Saint-Étienne" ~ "saint etienne").
const SEPARATORS = /[\s\-‐‑‒–—.,;:/()"]+/g;

/**
 * Folds a place name or query to the key the atlas is sorted by: no diacritics,
 * lower case, one space between words. The build script and the search share it,
 * so the order of the generated data matches the order searched at run time.
 */
export function foldText(text: string): string {
  // Printable ASCII has nothing to decompose or fold, and most names are just that.
  const letters = ASCII.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(COMBINING_MARKS, '')
        .toLowerCase()
        .replace(LETTER_FOLD_PATTERN, (letter) => LETTER_FOLDS[letter] ?? letter);
  return letters.replace(APOSTROPHES, '').replace(SEPARATORS, ' ').trim();
}

/** Code-unit order, the order `Array.prototype.sort` and binary search agree on. */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
