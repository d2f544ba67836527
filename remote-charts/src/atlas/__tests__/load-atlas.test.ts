/**
 * @jest-environment node
 */
import { loadAtlas } from '..';

// The real generated atlas: large, so loaded once for the file.
jest.setTimeout(60_000);

describe('loadAtlas', () => {
  it('loads once and shares the load', async () => {
    const [first, second] = await Promise.all([loadAtlas(), loadAtlas()]);
    expect(first).toBe(second);
    expect(await loadAtlas()).toBe(first);
  });

  it('holds over 100,000 places of 1000 inhabitants or more, each with a zone and country', async () => {
    const atlas = await loadAtlas();
    expect(atlas.size).toBeGreaterThan(100_000);
    const sample = atlas.search('a', 100);
    expect(sample).toHaveLength(100);
    for (const place of sample) {
      expect(place.country).toMatch(/^[A-Z]{2}$/);
      expect(place.countryName.length).toBeGreaterThan(1);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: place.timeZone })).not.toThrow();
    }
  });

  it('finds São Paulo and Zürich typed without diacritics', async () => {
    const atlas = await loadAtlas();
    expect(atlas.search('Sao Paulo')[0]).toMatchObject({
      name: 'São Paulo',
      country: 'BR',
      region: 'São Paulo',
      timeZone: 'America/Sao_Paulo',
    });
    const [zurich] = atlas.search('zurich');
    expect(zurich).toMatchObject({
      name: 'Zürich',
      country: 'CH',
      countryName: 'Switzerland',
      timeZone: 'Europe/Zurich',
    });
    expect(zurich.lat).toBeCloseTo(47.37, 1);
    expect(zurich.lon).toBeCloseTo(8.55, 1);
  });

  it('answers one typed letter with the most populous places starting with it', async () => {
    const atlas = await loadAtlas();
    const places = atlas.search('s', 20);
    expect(places[0]).toMatchObject({ name: 'Shanghai', country: 'CN' });
    expect(places.every((place) => /^s/i.test(place.name.normalize('NFKD')))).toBe(true);
    const populations = places.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(atlas.search('sao', 5).map((place) => place.name)).toContain('São Paulo');
  });

  it('ranks the big city first and narrows by region and country', async () => {
    const atlas = await loadAtlas();
    expect(atlas.search('lon')[0]).toMatchObject({
      name: 'London',
      country: 'GB',
      region: 'England',
    });
    expect(atlas.search('London, CA')[0]).toMatchObject({
      name: 'London',
      country: 'CA',
      region: 'Ontario',
    });
    expect(atlas.search('Springfield, Illinois')[0]).toMatchObject({
      region: 'Illinois',
      timeZone: 'America/Chicago',
    });
    expect(atlas.search('New York')[0]).toMatchObject({
      name: 'New York City',
      timeZone: 'America/New_York',
    });
  });
});
