import { ASPECT_INFO, type AspectType, BODY_INFO, type BodyName, houseLabel, type SensitivityFactor } from '@astro/astrology';

const ANGLE_LABELS: Record<string, string> = { asc: 'Ascendant', mc: 'Midheaven' };

/** "11:26": the local clock time of an instant at the birth's UTC offset, to the minute. */
export function localClock(instant: Date, offsetSeconds: number, round: 'up' | 'down'): string {
  const ms = instant.getTime() + offsetSeconds * 1000;
  const minute = 60_000;
  const rounded = round === 'up' ? Math.ceil(ms / minute) * minute : Math.floor(ms / minute) * minute;
  return new Date(rounded).toISOString().slice(11, 16);
}

/** What the factor is and its value, as a reader says it: "Venus in the 10th house". */
function statement(factor: string, value: string): string {
  if (factor === 'asc-sign') return `Ascendant in ${value}`;
  if (factor === 'mc-sign') return `Midheaven in ${value}`;
  if (factor === 'moon-sign') return `Moon in ${value}`;
  const house = /^house-(\w+)$/.exec(factor);
  if (house) return `${BODY_INFO[house[1] as BodyName].label} in the ${houseLabel(Number(value))}`;
  const aspect = /^aspect-(\w+)-(asc|mc)$/.exec(factor);
  if (aspect) {
    const body = BODY_INFO[aspect[1] as BodyName].label;
    return `${body} ${ASPECT_INFO[value as AspectType].label.toLowerCase()} the ${ANGLE_LABELS[aspect[2]]}`;
  }
  return `${factor}: ${value}`;
}

/** The other value, as it follows the statement: "in the 11th house", "Gemini", "no aspect". */
function otherValue(factor: string, value: string | undefined): string {
  if (value === undefined) return '';
  if (factor.startsWith('house-')) return `in the ${houseLabel(Number(value))}`;
  if (factor.startsWith('aspect-')) return value === 'none' ? 'no aspect' : ASPECT_INFO[value as AspectType].label.toLowerCase();
  return value;
}

/**
 * One sentence for a factor that changes near the birth time, in the birth's local clock time:
 * "Venus in the 10th house for births from 11:26 on; in the 11th house before."
 */
export function describeSensitivity(factor: SensitivityFactor, offsetSeconds: number): string {
  const from = localClock(factor.from, offsetSeconds, 'up');
  const to = localClock(factor.to, offsetSeconds, 'down');
  const what = statement(factor.factor, factor.value);
  if (!factor.holdsBefore && !factor.holdsAfter) {
    return `${what} for births from ${from} to ${to}; ${otherValue(factor.factor, factor.valueBefore)} before, ${otherValue(factor.factor, factor.valueAfter)} after.`;
  }
  if (!factor.holdsBefore) return `${what} for births from ${from} on; ${otherValue(factor.factor, factor.valueBefore)} before.`;
  if (!factor.holdsAfter) return `${what} for births until ${to}; ${otherValue(factor.factor, factor.valueAfter)} after.`;
  return `${what} for births from ${from} to ${to} and beyond.`;
}
