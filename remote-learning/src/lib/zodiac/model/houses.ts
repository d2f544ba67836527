/** A few words for each house, 1st to 12th, as taught in the houses module. */
export const HOUSE_THEMES: readonly string[] = [
  'self, body and approach to life',
  'money, possessions and values',
  'communication, siblings and the local world',
  'home, family and roots',
  'creativity, play, romance and children',
  'daily work, routines and health',
  'partners and one-to-one relationships',
  'shared resources, intimacy and transformation',
  'travel, study, belief and meaning',
  'career, reputation and public life',
  'friends, groups and hopes',
  'solitude, retreat and the hidden',
];

export function houseTheme(house: number): string {
  return HOUSE_THEMES[house - 1] ?? '';
}

export function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n % 100 !== 11
      ? 'st'
      : n % 10 === 2 && n % 100 !== 12
        ? 'nd'
        : n % 10 === 3 && n % 100 !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}
