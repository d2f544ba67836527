/**
 * @jest-environment node
 */
import { buildAtlasShards } from '../../../scripts/build-atlas-shards';
import {
  type AtlasIndex,
  decodeAtlasIndex,
  decodeAtlasShard,
  type PlaceTable,
} from '../decode-place-data';
import { ATLAS_INDEX_FILE } from '../generated/atlas-index-file';
import { readAtlasFile } from '../node';
import { createPlaceSearch } from '../place-search';
import { shardKeyOfQuery, shardKeysOfAlias, shardKeysOfName } from '../shard-keys';
import { createShardedAtlas } from '../sharded-atlas';

jest.setTimeout(120_000);

/** The whole table again, from every shard, in stored order (region, then id). */
async function wholeTable(index: AtlasIndex): Promise<PlaceTable> {
  const byId = new Map<number, { table: PlaceTable; row: number }>();
  // Each shard keeps only the aliases found through it: the whole table has them all.
  const aliasesById = new Map<number, Set<string>>();
  for (const [key, file] of index.shards) {
    const table = decodeAtlasShard(await readAtlasFile(file), key, index);
    for (let row = 0; row < table.count; row++) {
      byId.set(table.id[row], { table, row });
      const aliases = aliasesById.get(table.id[row]) ?? new Set<string>();
      table.aliases[row].forEach((alias) => aliases.add(alias));
      aliasesById.set(table.id[row], aliases);
    }
  }
  const rows = [...byId.values()].sort(
    (a, b) =>
      a.table.region[a.row] - b.table.region[b.row] || a.table.id[a.row] - b.table.id[b.row],
  );
  const column = <T extends Uint16Array | Int32Array | Uint32Array>(
    into: T,
    pick: (table: PlaceTable) => ArrayLike<number>,
  ) => {
    rows.forEach(({ table, row }, i) => (into[i] = pick(table)[row]));
    return into;
  };
  return {
    count: rows.length,
    names: rows.map(({ table, row }) => table.names[row]),
    region: column(new Uint16Array(rows.length), (t) => t.region),
    zone: column(new Uint16Array(rows.length), (t) => t.zone),
    lat: column(new Int32Array(rows.length), (t) => t.lat),
    lon: column(new Int32Array(rows.length), (t) => t.lon),
    population: column(new Uint32Array(rows.length), (t) => t.population),
    id: column(new Uint32Array(rows.length), (t) => t.id),
    aliases: rows.map(({ table, row }) => [...aliasesById.get(table.id[row])!]),
    ...index.lookups,
  };
}

// Prefixes, multi-word names, later words, abbreviations both ways, qualifiers, big ranges.
const QUERIES = [
  'lo',
  'Lon',
  'London',
  'London, CA',
  'London, UK',
  'sa',
  'san',
  'San Jose, CR',
  'Sao Paulo',
  'paulo',
  'hague',
  'the hague',
  'new york',
  'york',
  'st petersburg',
  'saint petersburg',
  'st. louis, mo',
  'mt vernon',
  'mount ver',
  'ft worth',
  'ste marie',
  'frankfurt am',
  'am main',
  'Springfield, Illinois',
  'paris, tx',
  'zurich',
  'ZÜRICH',
  'łódź',
  "l'aquila",
  'saint-étienne',
  'de',
  'de la',
  'la',
  'ho chi',
  'ma',
  'xi',
  'qq',
  'a b',
  // Other names: exonyms, former names, initials, other scripts.
  'Kiev',
  'kie',
  'Bombay',
  'NYC',
  'München',
  'Peking',
  '北京',
  'Москва',
  'Αθήνα',
  'Leningrad, RU',
];

describe('the sharded atlas', () => {
  it('answers every query as a search over the whole table does', async () => {
    const index = decodeAtlasIndex(await readAtlasFile(ATLAS_INDEX_FILE));
    const table = await wholeTable(index);
    expect(table.count).toBe(index.places);
    const whole = createPlaceSearch(table);
    const sharded = createShardedAtlas(readAtlasFile, ATLAS_INDEX_FILE);
    for (const query of QUERIES) {
      for (const limit of [8, 100]) {
        expect({ query, limit, places: await sharded.search(query, limit) }).toEqual({
          query,
          limit,
          places: whole.search(query, limit),
        });
      }
    }
  });
});

describe('shard keys', () => {
  it('file a place under each word and under both spellings of a leading abbreviation', () => {
    expect(shardKeysOfName('london')).toEqual(new Set(['lo']));
    expect(shardKeysOfName('the hague')).toEqual(new Set(['th', 'ha']));
    expect(shardKeysOfName('saint louis')).toEqual(new Set(['sa', 'st', 'lo']));
    expect(shardKeysOfName('le mont saint michel')).toEqual(
      new Set(['le', 'mo', 'sa', 'st', 'mi']),
    );
  });

  it('file names in other scripts by their block of 256 code points, found from two letters', () => {
    expect(shardKeysOfName('москва')).toEqual(new Set(['~4']));
    expect(shardKeysOfAlias('北京')).toEqual(new Set(['~53']));
    expect(shardKeysOfAlias('saint petersburg')).toEqual(new Set(['sa', 'st']));
    expect(shardKeyOfQuery('мо')).toBe('~4');
    expect(shardKeyOfQuery('北京')).toBe('~53');
    expect(shardKeyOfQuery('北')).toBeUndefined();
    expect(shardKeyOfQuery('l')).toBeUndefined();
  });

  it('take one more letter under a split key, and keep its own letters for its head', () => {
    const split = new Set(['sa', 'san', '~4']);
    expect(shardKeyOfQuery('sa', split)).toBe('sa');
    expect(shardKeyOfQuery('sal', split)).toBe('sal');
    expect(shardKeyOfQuery('san', split)).toBe('san');
    expect(shardKeyOfQuery('san jose', split)).toBe('san ');
    expect(shardKeyOfQuery('so', split)).toBe('so');
    expect(shardKeyOfQuery('мо', split)).toBe('м');
    expect(shardKeysOfName('saint louis', split)).toEqual(new Set(['sai', 'st', 'lo']));
    expect(shardKeysOfName('sa', split)).toEqual(new Set(['sa']));
    expect(shardKeysOfName('москва', split)).toEqual(new Set(['м']));
  });
});

describe('building and loading shards', () => {
  const table: PlaceTable = {
    count: 4,
    names: ['Saint Louis', 'London', 'The Hague', 'St. Peters'],
    region: Uint16Array.from([0, 1, 2, 2]),
    zone: Uint16Array.from([0, 1, 1, 1]),
    lat: Int32Array.from([386273, 515085, 520767, 388003]),
    lon: Int32Array.from([-901979, -1257, 42986, -906265]),
    population: Uint32Array.from([315685, 7556900, 474292, 57732]),
    id: Uint32Array.from([4407066, 2643743, 2747373, 4407010]),
    aliases: [[], ['Londres', 'Лондон'], ['Den Haag', "'s-Gravenhage"], []],
    countryCodes: ['GB', 'NL', 'US'],
    countryNames: ['United Kingdom', 'Netherlands', 'United States'],
    regionCountry: Uint16Array.from([2, 0, 1]),
    regionCodes: ['MO', 'ENG', '11'],
    regionNames: ['Missouri', 'England', 'South Holland'],
    zones: ['America/Chicago', 'Europe/London'],
  };
  const built = buildAtlasShards(table);
  const files = (name: string) => {
    const text = built.files.get(name);
    return text === undefined
      ? Promise.reject(new Error(`no ${name}`))
      : Promise.resolve(JSON.parse(text));
  };

  it('writes an index and one hashed file per shard key', () => {
    expect([...built.shardSizes]).toEqual([
      ['de', 1],
      ['ha', 1],
      ['lo', 2],
      ['pe', 1],
      ['s ', 1],
      ['sa', 2],
      ['st', 2],
      ['th', 1],
      ['~4', 1],
    ]);
    expect(built.files.size).toBe(10);
    for (const name of built.files.keys())
      expect(name).toMatch(/^[a-z0-9_-]+\.[0-9a-f]{10}\.json$/);
    // A shard keeps only the aliases found through it.
    const cyrillic = JSON.parse(
      built.files.get([...built.files.keys()].find((n) => n.startsWith('_7e-4.'))!)!,
    );
    expect(cyrillic).toMatchObject({ names: 'London', aliases: 'Лондон' });
    expect(built.indexFile).toMatch(/^index\./);
  });

  it('finds every place through its shards as the whole table does', async () => {
    const whole = createPlaceSearch(table);
    const atlas = createShardedAtlas(files, built.indexFile);
    for (const query of [
      'st louis',
      'saint peters',
      'hague',
      'lo',
      'louis, us',
      'London, UK',
      'pe',
      'londres',
      'лондон',
      'den haag',
      "'s-gravenhage",
    ]) {
      expect(await atlas.search(query)).toEqual(whole.search(query));
      expect(atlas.searchLoaded(query)).toEqual(whole.search(query));
    }
    expect(await atlas.search('zz')).toEqual([]);
  });

  it('splits shards over the budget by further letters, and still finds every place', async () => {
    // A budget no shard meets: every key is split down to the longest allowed.
    const small = buildAtlasShards(table, 1);
    const index = JSON.parse(small.files.get(small.indexFile)!) as { split: string[] };
    expect(index.split).toEqual(expect.arrayContaining(['lo', 'lon', 'sa', 'sai', '~4', 'л']));
    // Heads answer queries of their own letters; a script block and a single letter need none.
    expect(small.shardSizes.get('lo')).toBe(2);
    expect(small.shardSizes.has('~4')).toBe(false);
    expect(small.shardSizes.has('л')).toBe(false);
    const smallFiles = (name: string) => Promise.resolve(JSON.parse(small.files.get(name)!));
    const whole = createPlaceSearch(table);
    const atlas = createShardedAtlas(smallFiles, small.indexFile);
    for (const query of ['lo', 'lon', 'London', 'st louis', 'saint peters', 'sa', 'лондон', 'ha']) {
      expect(await atlas.search(query)).toEqual(whole.search(query));
    }
  });

  it('rejects a failed load, shares nothing from it, and loads again on the next search', async () => {
    let failures = 1;
    const flaky = jest.fn(async (name: string) => {
      if (name !== built.indexFile && failures-- > 0) throw new Error('network down');
      return files(name);
    });
    const atlas = createShardedAtlas(flaky, built.indexFile);
    await expect(atlas.search('London')).rejects.toThrow('network down');
    expect(atlas.searchLoaded('London')).toBeUndefined();
    expect((await atlas.search('London'))[0]).toMatchObject({ name: 'London', country: 'GB' });
    // The index was read once; the shard twice, the first time failing.
    expect(flaky.mock.calls.map(([name]) => name.split('.')[0])).toEqual(['index', 'lo', 'lo']);
  });

  it('rejects a shard that is not the one asked for', async () => {
    const loSwapped = (name: string) =>
      name.startsWith('lo.')
        ? files([...built.files.keys()].find((n) => n.startsWith('ha.'))!)
        : files(name);
    const atlas = createShardedAtlas(loSwapped, built.indexFile);
    await expect(atlas.search('London')).rejects.toThrow(/shard "ha"/);
  });
});
