import type { TransitEvent } from '@astro/astrology';

const JD_UNIX_EPOCH = 2440587.5;
const jd = (iso: string) => Date.parse(iso) / 86400000 + JD_UNIX_EPOCH;

export const aspect = (
  exact: string,
  transiting: 'sun' | 'moon' | 'mars' | 'saturn',
  aspectType: 'square' | 'trine' | 'quincunx' | 'conjunction',
  natal: 'sun' | 'asc' = 'sun',
): TransitEvent => ({
  type: 'aspect',
  transiting,
  natal,
  aspect: aspectType,
  exact,
  jdUT: jd(exact),
});

export const ingress = (exact: string, body: 'moon' | 'mars'): TransitEvent => ({
  type: 'ingress',
  body,
  sign: 'Gemini',
  exact,
  jdUT: jd(exact),
});

export const station = (exact: string): TransitEvent => ({
  type: 'station',
  body: 'mars',
  direction: 'retrograde',
  exact,
  jdUT: jd(exact),
});
