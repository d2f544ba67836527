/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs';
import { createShardedAtlas } from '..';
import { ATLAS_INDEX_FILE } from '../generated/atlas-index-file';
import { ATLAS_SHARD_DIR, createNodeAtlas, readAtlasFile } from '../node';

// The real generated atlas, read from disk as the CLI reads it.
jest.setTimeout(60_000);

const atlas = createNodeAtlas();

/** An atlas over the real files that records what it reads. */
function countingAtlas() {
  const read: string[] = [];
  const countingAtlas = createShardedAtlas(async (file) => {
    read.push(file);
    return readAtlasFile(file);
  }, ATLAS_INDEX_FILE);
  return { atlas: countingAtlas, read };
}

describe('the atlas files', () => {
  it('are all named by the index, with a content hash in each name', async () => {
    const files = readdirSync(ATLAS_SHARD_DIR);
    const index = (await readAtlasFile(ATLAS_INDEX_FILE)) as { shards: Record<string, string> };
    expect(new Set(files)).toEqual(new Set([ATLAS_INDEX_FILE, ...Object.values(index.shards)]));
    for (const file of files) expect(file).toMatch(/\.[0-9a-f]{10}\.json$/);
  });

  it('reads the index and the one shard a query needs, once', async () => {
    const { atlas: fresh, read } = countingAtlas();
    const [first, second] = await Promise.all([fresh.search('Lon'), fresh.search('Lond')]);
    expect(first[0].name).toBe('London');
    expect(second[0].name).toBe('London');
    expect((await fresh.search('Londo'))[0].name).toBe('London');
    expect(read).toEqual([ATLAS_INDEX_FILE, expect.stringMatching(/^lo\.[0-9a-f]{10}\.json$/)]);
    expect(fresh.searchLoaded('Lisbon')).toBeUndefined();
    expect(fresh.searchLoaded('London')?.[0].name).toBe('London');
  });

  it('refuses a file name that leaves the atlas folder', async () => {
    await expect(readAtlasFile('../index.ts')).rejects.toThrow(/atlas file name/);
  });
});

describe('the atlas', () => {
  it('holds over 100,000 places of 1000 inhabitants or more, each with a zone and country', async () => {
    const index = (await readAtlasFile(ATLAS_INDEX_FILE)) as { places: number };
    expect(index.places).toBeGreaterThan(100_000);
    const sample = await atlas.search('ab', 100);
    expect(sample).toHaveLength(100);
    for (const place of sample) {
      expect(place.country).toMatch(/^[A-Z]{2}$/);
      expect(place.countryName.length).toBeGreaterThan(1);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: place.timeZone })).not.toThrow();
    }
  });

  it('finds São Paulo and Zürich typed without diacritics', async () => {
    expect((await atlas.search('Sao Paulo'))[0]).toMatchObject({
      name: 'São Paulo',
      country: 'BR',
      region: 'São Paulo',
      timeZone: 'America/Sao_Paulo',
    });
    const [zurich] = await atlas.search('zurich');
    expect(zurich).toMatchObject({
      name: 'Zürich',
      country: 'CH',
      countryName: 'Switzerland',
      timeZone: 'Europe/Zurich',
    });
    expect(zurich.lat).toBeCloseTo(47.37, 1);
    expect(zurich.lon).toBeCloseTo(8.55, 1);
  });

  it('waits for a second letter, then answers with the most populous places starting with them', async () => {
    expect(await atlas.search('s', 20)).toEqual([]);
    expect(atlas.searchLoaded('s', 20)).toEqual([]);
    const places = await atlas.search('sh', 20);
    expect(places[0]).toMatchObject({ name: 'Shanghai', country: 'CN' });
    expect(places.every((place) => /^sh/i.test(place.name.normalize('NFKD')))).toBe(true);
    const populations = places.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect((await atlas.search('sao', 5)).map((place) => place.name)).toContain('São Paulo');
  });

  it('ranks the big city first and narrows by region and country', async () => {
    expect((await atlas.search('lon'))[0]).toMatchObject({
      name: 'London',
      country: 'GB',
      region: 'England',
    });
    expect((await atlas.search('London, CA'))[0]).toMatchObject({
      name: 'London',
      country: 'CA',
      region: 'Ontario',
    });
    expect((await atlas.search('Springfield, Illinois'))[0]).toMatchObject({
      region: 'Illinois',
      timeZone: 'America/Chicago',
    });
    expect((await atlas.search('New York'))[0]).toMatchObject({
      name: 'New York City',
      timeZone: 'America/New_York',
    });
  });
});
