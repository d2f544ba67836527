/**
 * @jest-environment node
 */
import { decodePlaceData } from '../decode-place-data';
import { PLACE_DATA_FORMAT } from '../place-data-format';
import { createPlaceSearch } from '../place-search';

type Row = [
  name: string,
  region: number,
  lat: number,
  lon: number,
  population: number,
  zone: number,
  id: number,
  aliases?: string[],
];

const COUNTRIES = [
  'BR\tBrazil',
  'CA\tCanada',
  'CH\tSwitzerland',
  'GB\tUnited Kingdom',
  'NL\tNetherlands',
  'US\tUnited States',
  'UA\tUkraine',
  'RU\tRussia',
  'FR\tFrance',
];
const REGIONS = [
  '0\t27\tSão Paulo',
  '1\t08\tOntario',
  '2\tZH\tZurich',
  '3\tENG\tEngland',
  '4\t11\tSouth Holland',
  '5\tCA\tCalifornia',
  '5\tIL\tIllinois',
  '5\tTX\tTexas',
  '5\tMO\tMissouri',
  '6\t12\tKyiv City',
  '7\t47\tMoscow Oblast',
  '8\t11\tÎle-de-France',
];
const ZONES = [
  'America/Sao_Paulo',
  'America/Toronto',
  'Europe/Zurich',
  'Europe/London',
  'Europe/Amsterdam',
  'America/Los_Angeles',
  'America/Chicago',
];
const ROWS: Row[] = [
  ['São Paulo', 0, -23.5475, -46.6361, 10021295, 0, 3448439],
  ['São Paulo de Olivença', 0, -3.3783, -68.8725, 11763, 0, 3662489],
  ['London', 1, 42.9834, -81.233, 346765, 1, 6058560],
  ['Zürich', 2, 47.3667, 8.55, 341730, 2, 2657896],
  ['London', 3, 51.5085, -0.1257, 7556900, 3, 2643743],
  ['Londonderry', 3, 54.9977, -7.3086, 83652, 3, 2643736],
  ['The Hague', 4, 52.0767, 4.2986, 474292, 4, 2747373],
  ['Haguenau', 4, 48.8156, 7.7906, 38721, 4, 3014078],
  ['London', 5, 36.4761, -119.4432, 1869, 5, 5367815],
  ['Springfield', 6, 39.8017, -89.6437, 116565, 6, 4250542],
  ['Springfield', 8, 37.2153, -93.2982, 169176, 6, 4409896],
  ['Paris', 7, 33.6609, -95.5555, 24782, 6, 4717560],
  ['Saint Louis', 8, 38.6273, -90.1979, 315685, 6, 4407066],
  ['St. Peters', 8, 38.8003, -90.6265, 57732, 6, 4407010],
  ['Kyiv', 9, 50.4547, 30.5238, 2797553, 1, 703448, ['Kiev', 'Kiew', 'Київ']],
  ['Kievskiy', 10, 55.2, 37.4, 9700, 1, 550000],
  ['Lognes', 11, 48.8403, 2.6342, 15519, 3, 2997577, ["Lon'"]],
];

function encode(rows: Row[]) {
  const deltas = (values: number[]) =>
    values.map((value, i) => (value - (i === 0 ? 0 : values[i - 1])).toString(36)).join('\n');
  return {
    format: PLACE_DATA_FORMAT,
    countries: COUNTRIES.join('\n'),
    regions: REGIONS.join('\n'),
    zones: ZONES.join('\n'),
    names: rows.map((row) => row[0]).join('\n'),
    region: deltas(rows.map((row) => row[1])),
    lat: deltas(rows.map((row) => Math.round(row[2] * 1e4))),
    lon: deltas(rows.map((row) => Math.round(row[3] * 1e4))),
    population: rows.map((row) => row[4].toString(36)).join('\n'),
    zone: deltas(rows.map((row) => row[5])),
    id: deltas(rows.map((row) => row[6])),
    aliases: rows.map((row) => (row[7] ?? []).join('|')).join('\n'),
  };
}

const atlas = createPlaceSearch(decodePlaceData(encode(ROWS)));
const names = (query: string, limit?: number) =>
  atlas.search(query, limit).map((place) => `${place.name}, ${place.region}, ${place.country}`);

describe('place search', () => {
  it('returns complete places', () => {
    expect(atlas.search('zurich')).toEqual([
      {
        id: 2657896,
        name: 'Zürich',
        country: 'CH',
        countryName: 'Switzerland',
        region: 'Zurich',
        lat: 47.3667,
        lon: 8.55,
        population: 341730,
        timeZone: 'Europe/Zurich',
      },
    ]);
  });

  it('folds diacritics and case in both directions', () => {
    expect(names('Sao Paulo')[0]).toBe('São Paulo, São Paulo, BR');
    expect(names('SÃO PAULO')[0]).toBe('São Paulo, São Paulo, BR');
    expect(names('ZÜRICH')).toEqual(['Zürich, Zurich, CH']);
  });

  it('matches prefixes and ranks exact names, then prefixes, then later words, by population', () => {
    expect(names('lond')).toEqual([
      'London, England, GB',
      'London, Ontario, CA',
      'Londonderry, England, GB',
      'London, California, US',
    ]);
    expect(names('london')).toEqual([
      'London, England, GB',
      'London, Ontario, CA',
      'London, California, US',
      'Londonderry, England, GB',
    ]);
    expect(names('hague')).toEqual(['Haguenau, South Holland, NL', 'The Hague, South Holland, NL']);
    expect(names('sao paulo d')).toEqual(['São Paulo de Olivença, São Paulo, BR']);
  });

  it('narrows by country code, country name, region name or region code after commas', () => {
    expect(names('London, CA')).toEqual(['London, Ontario, CA', 'London, California, US']);
    expect(names('London, Canada')).toEqual(['London, Ontario, CA']);
    expect(names('london, ont')).toEqual(['London, Ontario, CA']);
    expect(names('London, UK')).toEqual(['London, England, GB', 'Londonderry, England, GB']);
    expect(names('Springfield, Illinois')).toEqual(['Springfield, Illinois, US']);
    expect(names('springfield, mo, usa')).toEqual(['Springfield, Missouri, US']);
    expect(names('Paris, TX')).toEqual(['Paris, Texas, US']);
    expect(names('Paris, France')).toEqual([]);
  });

  it('treats St and Saint as one word', () => {
    expect(names('st louis')).toEqual(['Saint Louis, Missouri, US']);
    expect(names('saint peters')).toEqual(['St. Peters, Missouri, US']);
  });

  it('honours the limit', () => {
    expect(names('l', 2)).toEqual(['London, England, GB', 'London, Ontario, CA']);
    expect(names('l', 0)).toHaveLength(1);
    expect(names('l', Number.NaN)).toHaveLength(6);
  });

  it('returns nothing for empty or garbage input', () => {
    expect(atlas.search('')).toEqual([]);
    expect(atlas.search('   ')).toEqual([]);
    expect(atlas.search(', GB')).toEqual([]);
    expect(atlas.search('!!!')).toEqual([]);
    expect(atlas.search('xyzzy')).toEqual([]);
    expect(atlas.search('a'.repeat(10_000))).toEqual([]);
    expect(atlas.search(undefined as unknown as string)).toEqual([]);
  });
});

describe('decodePlaceData', () => {
  it('rejects data of another format or with ragged columns', () => {
    expect(() => decodePlaceData({ ...encode(ROWS), format: 999 })).toThrow();
    expect(() => decodePlaceData({ ...encode(ROWS), population: '1' })).toThrow(
      /column population/,
    );
    expect(() => decodePlaceData(null)).toThrow();
  });

  it('finds a place by another name, says which, and ranks it as the name’s main meaning', () => {
    const [kyiv, ...rest] = atlas.search('Kiev');
    expect(kyiv).toMatchObject({ name: 'Kyiv', country: 'UA', alias: 'Kiev' });
    expect(rest.map((place) => place.name)).toEqual(['Kievskiy']);
    expect(atlas.search('київ')[0]).toMatchObject({ name: 'Kyiv', alias: 'Київ' });
    // Found by its own name, a place does not name an alias.
    expect(atlas.search('Kyiv')[0]).not.toHaveProperty('alias');
    expect(atlas.search('Kiev, RU').map((place) => place.name)).toEqual(['Kievskiy']);
  });

  it('does not let a small town’s old name outrank a city the letters begin', () => {
    expect(names('Lon').slice(0, 2)).toEqual(['London, England, GB', 'London, Ontario, CA']);
    expect(names('Lon')).toContain('Lognes, Île-de-France, FR');
  });
});
