/**
 * The mean solar time of a meridian as an offset from UT: four minutes of time per degree of
 * longitude, east ahead, to the nearest second. Before a place adopted a zone time its clocks
 * kept this time of its own meridian, not that of the city the tz database names the zone after.
 */
export function meanTimeOffsetSeconds(longitude: number): number {
  return Math.round(longitude * 240);
}

/** "9°59′ E", "74°00′ W": a longitude to the arc minute, as the chart's sentence names it. */
export function formatLongitude(longitude: number): string {
  const minutes = Math.round(Math.abs(longitude) * 60);
  const hemisphere = longitude < 0 && minutes > 0 ? 'W' : 'E';
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′ ${hemisphere}`;
}
