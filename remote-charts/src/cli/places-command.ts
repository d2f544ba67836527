import { z } from 'zod';
import type { Place } from '../atlas';
import { CliInputError } from './cli-input-error';
import { readFlags } from './predictive-commands';
import type { PlaceSearch } from './resolve-request';

const placesSchema = z.object({
  q: z.string().trim().min(1, 'is required').max(200, 'is too long'),
  limit: z.number().int('must be a whole number').min(1).max(100).default(5),
});

/** One place as the CLI prints it. */
function placeLine(place: Place) {
  return {
    name: place.name,
    admin: place.region,
    country: place.country,
    lat: place.lat,
    lon: place.lon,
    tz: place.timeZone,
    population: place.population,
    ...(place.alias ? { alias: place.alias } : {}),
  };
}

/**
 * `chart -- places --q "Kiev" [--limit 5]`: the atlas search the birth form uses, best first,
 * as `{"places":[{"name","admin","country","lat","lon","tz","population"}…]}`; a place found by
 * another name also says which ("alias").
 */
export async function runPlaces(
  argv: string[],
  loadAtlas: () => Promise<PlaceSearch>,
): Promise<string> {
  const parsed = placesSchema.safeParse(
    readFlags('places', { q: 'string', limit: 'number' }, argv),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    throw new CliInputError(String(issue.path[0] ?? 'q'), missing ? 'is required' : issue.message);
  }
  const atlas = await loadAtlas();
  const places = await atlas.search(parsed.data.q, parsed.data.limit);
  return JSON.stringify({ places: places.map(placeLine) });
}
