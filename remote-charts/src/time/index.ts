// The time zone of a place from its coordinates, offline. Reading a clock time in that zone is
// shared with the other apps and the server: @astro/astrology (time/).
export { timeZoneAt } from './time-zone-at';
