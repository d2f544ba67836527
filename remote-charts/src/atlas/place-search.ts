import type { PlaceTable } from './decode-place-data';
import { compareKeys, foldText } from './fold-text';
import { nameVariants } from './name-variants';
import { parsePlaceQuery } from './parse-place-query';
import { COORDINATE_SCALE } from './place-data-format';

export interface Place {
  /** GeoNames id. */
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  countryName: string;
  /** First-level administrative division (state, province, region); '' when unknown. */
  region: string;
  lat: number;
  lon: number;
  population: number;
  /** IANA time zone id. */
  timeZone: string;
  /** The other name of the place the query matched ("Kiev" for Kyiv), when not its own name. */
  alias?: string;
}

export interface PlaceSearch {
  /**
   * Places whose name starts with the query, diacritics and case folded; "City, Region"
   * and "City, CC" narrow by region or country. Exact names first, then names starting
   * with the query, then names with a later word starting with it; most populous first
   * within each.
   */
  search(query: string, limit?: number): Place[];
  /** Number of places searched. */
  readonly size: number;
}

const DEFAULT_LIMIT = 10;
// Beyond this many names sharing the prefix (one or two letters typed), walking the
// places by population finds the biggest matches sooner than scanning the range.
const LARGE_RANGE = 2000;
const MAX_LIMIT = 100;
// Country names people type that are not the English short name or the ISO code.
const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'gb',
  usa: 'us',
  'u s a': 'us',
  'u s': 'us',
  uae: 'ae',
};

/** Match quality, best first: exact name, name prefix, prefix of a later word. */
type Tier = 0 | 1 | 2;
const EXACT_NAME: Tier = 0;
const NAME_PREFIX: Tier = 1;
const WORD_PREFIX: Tier = 2;

// An other name matches as well as the place's own only where it is the name's main meaning:
// "Kiev" is Kyiv and "Madras" is Chennai, but "Lon'" (an old name of Lognes, 15,000 people) must
// not put it above London for someone typing "Lon".
const ALIAS_EXACT_MIN_POPULATION = 100_000;
const ALIAS_PREFIX_MIN_POPULATION = 1_000_000;
// Two or three letters begin some alias of almost every big city ("Sh" Seoul's "Shoul"):
// only a longer beginning ("Bomb") is worth showing a place under another name.
const ALIAS_PREFIX_MIN_LENGTH = 4;

function aliasTier(exact: boolean, population: number): Tier {
  if (exact) return population >= ALIAS_EXACT_MIN_POPULATION ? EXACT_NAME : NAME_PREFIX;
  return population >= ALIAS_PREFIX_MIN_POPULATION ? NAME_PREFIX : WORD_PREFIX;
}

/** First index in `sorted` whose key is not below `prefix`. */
function lowerBound(sorted: readonly string[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Keeps the best `limit` places seen, by tier then population, each place once. */
class TopPlaces {
  readonly places: number[] = [];
  /** The alias each kept place was found by, or undefined when found by its own name. */
  readonly aliases: (string | undefined)[] = [];
  private readonly tiers: Tier[] = [];

  constructor(
    private readonly limit: number,
    private readonly population: Uint32Array,
  ) {}

  get full(): boolean {
    return this.places.length >= this.limit;
  }

  offer(place: number, tier: Tier, alias?: string): void {
    const { places, tiers, aliases, population } = this;
    const seen = places.indexOf(place);
    if (seen >= 0) {
      // Found again: only a better match replaces the first (a name beats an alias of its tier).
      if (tier >= tiers[seen]) return;
      places.splice(seen, 1);
      tiers.splice(seen, 1);
      aliases.splice(seen, 1);
    }
    const better = (i: number) =>
      tier < tiers[i] || (tier === tiers[i] && population[place] > population[places[i]]);
    if (this.full && !better(places.length - 1)) return;
    let at = places.length;
    while (at > 0 && better(at - 1)) at--;
    places.splice(at, 0, place);
    tiers.splice(at, 0, tier);
    aliases.splice(at, 0, alias);
    if (places.length > this.limit) {
      places.pop();
      tiers.pop();
      aliases.pop();
    }
  }
}

interface QualifierKeys {
  countryKeys: string[];
  countryCodes: string[];
  regionKeys: string[];
  regionCodes: string[];
}

// The shards of one atlas share its country and region tables: fold them once.
const qualifierKeysOf = new WeakMap<readonly string[], QualifierKeys>();

function qualifierKeys(table: PlaceTable): QualifierKeys {
  let keys = qualifierKeysOf.get(table.regionNames);
  if (!keys) {
    keys = {
      countryKeys: table.countryNames.map(foldText),
      countryCodes: table.countryCodes.map((code) => code.toLowerCase()),
      regionKeys: table.regionNames.map(foldText),
      regionCodes: table.regionCodes.map((code) => code.toLowerCase()),
    };
    qualifierKeysOf.set(table.regionNames, keys);
  }
  return keys;
}

/** Builds the in-memory search over a decoded table: sorts a name index and a word index. */
export function createPlaceSearch(table: PlaceTable): PlaceSearch {
  const keys = table.names.map(foldText);
  // Most populous first among equal keys, so the scan meets big places first.
  const byName = Array.from({ length: table.count }, (_, i) => i).sort(
    (a, b) => compareKeys(keys[a], keys[b]) || table.population[b] - table.population[a],
  );
  const nameKeys = byName.map((i) => keys[i]);
  const nameRank = new Uint32Array(table.count);
  byName.forEach((place, rank) => (nameRank[place] = rank));
  // Only a short query over many names needs this order; sorted on first such query.
  let byPopulationOrder: Uint32Array | undefined;
  const byPopulation = () =>
    (byPopulationOrder ??= Uint32Array.from(byName).sort(
      (a, b) => table.population[b] - table.population[a],
    ));

  // Later words of multi-word names: "hague" finds "The Hague", "paulo" finds "São Paulo".
  const wordEntries: { key: string; place: number }[] = [];
  for (let place = 0; place < table.count; place++) {
    const key = keys[place];
    for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1)) {
      wordEntries.push({ key: key.slice(at + 1), place });
    }
  }
  wordEntries.sort((a, b) => compareKeys(a.key, b.key));
  const wordKeys = wordEntries.map((entry) => entry.key);
  const wordPlaces = Uint32Array.from(wordEntries, (entry) => entry.place);

  // Other names, whole: "kiev" finds Kyiv, "bombay" Mumbai, "москва" Moscow.
  const aliasEntries: { key: string; place: number; alias: string }[] = [];
  for (let place = 0; place < table.count; place++) {
    for (const alias of table.aliases[place]) {
      aliasEntries.push({ key: foldText(alias), place, alias });
    }
  }
  aliasEntries.sort((a, b) => compareKeys(a.key, b.key));
  const aliasKeys = aliasEntries.map((entry) => entry.key);

  const { countryKeys, countryCodes, regionKeys, regionCodes } = qualifierKeys(table);

  function matchesQualifier(place: number, qualifier: string): boolean {
    const region = table.region[place];
    const country = table.regionCountry[region];
    const code = COUNTRY_ALIASES[qualifier] ?? qualifier;
    return (
      countryCodes[country] === code ||
      countryKeys[country].startsWith(qualifier) ||
      regionKeys[region].startsWith(qualifier) ||
      // US states and Canadian provinces go by their codes: "Paris, TX".
      (regionCodes[region] === qualifier && /^[a-z]{2,3}$/.test(qualifier))
    );
  }

  function toPlace(i: number, alias: string | undefined): Place {
    const region = table.region[i];
    const country = table.regionCountry[region];
    return {
      id: table.id[i],
      name: table.names[i],
      country: table.countryCodes[country],
      countryName: table.countryNames[country],
      region: table.regionNames[region],
      lat: table.lat[i] / COORDINATE_SCALE,
      lon: table.lon[i] / COORDINATE_SCALE,
      population: table.population[i],
      timeZone: table.zones[table.zone[i]],
      ...(alias === undefined ? {} : { alias }),
    };
  }

  function search(query: string, limit: number = DEFAULT_LIMIT): Place[] {
    const { name, qualifiers } = parsePlaceQuery(query);
    if (name === '') return [];
    const wanted = Number.isFinite(limit)
      ? Math.min(MAX_LIMIT, Math.max(1, Math.floor(limit)))
      : DEFAULT_LIMIT;
    const top = new TopPlaces(wanted, table.population);
    const accept = (place: number) =>
      qualifiers.every((qualifier) => matchesQualifier(place, qualifier));

    const variants = nameVariants(name);
    for (const prefix of variants) {
      const start = lowerBound(nameKeys, prefix);
      let end = start;
      while (end < nameKeys.length && nameKeys[end].startsWith(prefix)) end++;
      if (end - start > LARGE_RANGE && qualifiers.length === 0) {
        let i = start;
        for (; i < end && nameKeys[i] === prefix; i++) top.offer(byName[i], EXACT_NAME);
        const firstPrefixRank = i;
        let found = 0;
        const order = byPopulation();
        for (let j = 0; j < order.length && found < wanted; j++) {
          const rank = nameRank[order[j]];
          if (rank >= firstPrefixRank && rank < end) {
            top.offer(order[j], NAME_PREFIX);
            found++;
          }
        }
        continue;
      }
      for (let i = start; i < end; i++) {
        const place = byName[i];
        if (accept(place)) top.offer(place, nameKeys[i] === prefix ? EXACT_NAME : NAME_PREFIX);
      }
    }
    for (const prefix of variants) {
      for (
        let i = lowerBound(aliasKeys, prefix);
        i < aliasKeys.length && aliasKeys[i].startsWith(prefix);
        i++
      ) {
        const { place, alias } = aliasEntries[i];
        const exact = aliasKeys[i] === prefix;
        if (!exact && [...prefix].length < ALIAS_PREFIX_MIN_LENGTH) continue;
        if (accept(place)) top.offer(place, aliasTier(exact, table.population[place]), alias);
      }
    }
    for (const prefix of top.full ? [] : variants) {
      for (
        let i = lowerBound(wordKeys, prefix);
        i < wordKeys.length && wordKeys[i].startsWith(prefix);
        i++
      ) {
        const place = wordPlaces[i];
        if (!top.places.includes(place) && accept(place)) top.offer(place, WORD_PREFIX);
      }
    }
    return top.places.map((place, i) => toPlace(place, top.aliases[i]));
  }

  return { search, size: table.count };
}
