import { foldText } from './fold-text';

export interface PlaceQuery {
  /** Folded prefix of the place name. */
  name: string;
  /** Folded qualifiers after commas ("Paris, TX, US"), each naming a region or country. */
  qualifiers: string[];
}

// Longer input is not a place name; cutting it keeps every keystroke cheap.
const MAX_QUERY_LENGTH = 200;

/** Splits "City, Region, CC" into a folded name prefix and folded qualifiers. */
export function parsePlaceQuery(query: unknown): PlaceQuery {
  if (typeof query !== 'string') return { name: '', qualifiers: [] };
  const [name = '', ...qualifiers] = query.slice(0, MAX_QUERY_LENGTH).split(',');
  return {
    name: foldText(name),
    qualifiers: qualifiers.map(foldText).filter((part) => part !== ''),
  };
}
