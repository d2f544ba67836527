import type { BirthData } from '../lib/birth-data/birth-data';

/** Ulm, as astro.com has it: 48°24′ N, 9°59′ E. */
export const ULM = { name: 'Ulm, Germany', lat: 48.4, lon: 9 + 59 / 60, timeZone: 'Europe/Berlin' };

/** Einstein's birth read with Ulm's own mean time (UTC+0:39:56): 10:50:04 UT. */
export const EINSTEIN: BirthData = {
  name: 'Albert Einstein',
  date: '1879-03-14',
  time: '11:30',
  place: ULM,
  houseSystem: 'placidus',
  utc: '1879-03-14T10:50:04.000Z',
  utcOffsetSeconds: 2396,
};

/** The same birth as an older version saved it, read with Berlin's mean time (UTC+0:53:28). */
export const EINSTEIN_SAVED_WITH_BERLIN_TIME: BirthData = {
  ...EINSTEIN,
  utc: '1879-03-14T10:36:32.000Z',
  utcOffsetSeconds: 3208,
};
