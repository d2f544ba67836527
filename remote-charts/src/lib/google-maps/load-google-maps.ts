/** The little of the Google Maps JavaScript API the place search uses. */
export interface GooglePlacesAutocomplete {
  addListener(event: 'place_changed', handler: () => void): unknown;
  getPlace(): unknown;
}
export interface GoogleMapsPlaces {
  Autocomplete: new (input: HTMLInputElement, options: { fields: string[] }) => GooglePlacesAutocomplete;
}

let loading: Promise<GoogleMapsPlaces> | null = null;

function placesFromWindow(): GoogleMapsPlaces | null {
  const google = (window as unknown as { google?: { maps?: { places?: { Autocomplete?: unknown } } } }).google;
  const places = google?.maps?.places;
  return places && typeof places.Autocomplete === 'function' ? (places as GoogleMapsPlaces) : null;
}

/** Loads the Maps script with the Places library once; rejects if the script cannot load. */
export function loadGoogleMaps(apiKey: string): Promise<GoogleMapsPlaces> {
  loading ??= new Promise<GoogleMapsPlaces>((resolve, reject) => {
    const existing = placesFromWindow();
    if (existing) return resolve(existing);
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places`;
    script.async = true;
    script.onload = () => {
      const places = placesFromWindow();
      if (places) resolve(places);
      else reject(new Error('The Google Maps script loaded without the Places library'));
    };
    script.onerror = () => reject(new Error('The Google Maps script could not be loaded'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Name and coordinates of a place the Google widget returned, or null if it has none. */
export function readGooglePlace(place: unknown): { name: string; lat: number; lon: number } | null {
  if (typeof place !== 'object' || place === null) return null;
  const { formatted_address: address, name, geometry } = place as Record<string, unknown>;
  const location = (geometry as { location?: { lat?: unknown; lng?: unknown } } | undefined)?.location;
  if (!location || typeof location.lat !== 'function' || typeof location.lng !== 'function') return null;
  const lat: unknown = location.lat();
  const lon: unknown = location.lng();
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const label = typeof address === 'string' && address ? address : typeof name === 'string' ? name : '';
  return { name: label || `${lat.toFixed(4)}, ${lon.toFixed(4)}`, lat, lon };
}
