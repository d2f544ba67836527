import type { Place } from '../../../atlas';
import type { BirthPlace } from '../../../lib/birth-data/birth-data';

/** "Paris, Île-de-France, France": the name a chart keeps for its place. */
export function placeLabel(place: Pick<Place, 'name' | 'region' | 'countryName'>): string {
  return [place.name, place.region && place.region !== place.name ? place.region : '', place.countryName]
    .filter((part) => part !== '')
    .join(', ');
}

export function toBirthPlace(place: Place): BirthPlace {
  return { name: placeLabel(place), lat: place.lat, lon: place.lon, timeZone: place.timeZone };
}
