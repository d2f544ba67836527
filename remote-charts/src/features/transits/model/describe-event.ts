import { ASPECT_INFO, BODY_INFO, type NatalPoint, type TransitEvent } from '@astro/astrology';

export const natalPointLabel = (point: NatalPoint) =>
  point === 'asc' ? 'Ascendant' : point === 'mc' ? 'Midheaven' : BODY_INFO[point].label;

/** "Transiting Saturn square natal Sun", "Mars enters Gemini", "Mercury turns retrograde". */
export function describeEvent(event: TransitEvent): string {
  if (event.type === 'aspect') {
    return `Transiting ${BODY_INFO[event.transiting].label} ${ASPECT_INFO[event.aspect].label.toLowerCase()} natal ${natalPointLabel(event.natal)}`;
  }
  if (event.type === 'ingress') return `${BODY_INFO[event.body].label} enters ${event.sign}`;
  return `${BODY_INFO[event.body].label} turns ${event.direction}`;
}
