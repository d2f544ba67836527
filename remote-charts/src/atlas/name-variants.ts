// Abbreviations written either way in place names: "St Petersburg" finds both
// "Saint Petersburg" and "St. Petersburg".
const FIRST_WORD_VARIANTS: Record<string, string> = {
  st: 'saint',
  saint: 'st',
  ste: 'sainte',
  sainte: 'ste',
  mt: 'mount',
  mount: 'mt',
  ft: 'fort',
  fort: 'ft',
};

/** A folded name (or prefix) and its spelling with the first word's abbreviation swapped. */
export function nameVariants(name: string): string[] {
  const space = name.indexOf(' ');
  const variant = space > 0 ? FIRST_WORD_VARIANTS[name.slice(0, space)] : undefined;
  return variant ? [name, variant + name.slice(space)] : [name];
}
