import {
  ASPECT_INFO,
  BODY_INFO,
  type BodyName,
  type Chart,
  formatOrb,
  formatSignPosition,
  formatUtcOffset,
  HOUSE_SYSTEM_LABELS,
} from '@astro/astrology';
import type { BirthData } from '../birth-data/birth-data';

const SUMMARY_BODIES: BodyName[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'trueNode', 'chiron', 'lilith'];

/**
 * A plain-text account of the chart, for reading and for sending to an AI assistant: birth data,
 * placements with houses, the angles and the closest major aspects.
 */
export function describeChart(birth: BirthData, chart: Chart): string {
  const houses = birth.time !== null;
  const when = houses
    ? `${birth.date} at ${birth.time} (${formatUtcOffset(birth.utcOffsetSeconds)})`
    : `${birth.date}, birth time unknown (cast for noon, without houses)`;
  const lines = [`Natal chart of ${birth.name}: born ${when} in ${birth.place.name}.`];
  const placements = SUMMARY_BODIES.map((body) => {
    const position = chart.bodies[body];
    const retro = position.retrograde && body !== 'trueNode' ? ', retrograde' : '';
    const house = houses ? ` in house ${position.house}` : '';
    return `${BODY_INFO[body].label} ${formatSignPosition(position.lon)}${house}${retro}`;
  });
  lines.push(`${placements.join('; ')}.`);
  if (houses) {
    const system = HOUSE_SYSTEM_LABELS[chart.houses.system];
    lines.push(
      `Ascendant ${formatSignPosition(chart.angles.asc)}, Midheaven ${formatSignPosition(chart.angles.mc)}; ` +
        `Part of Fortune ${formatSignPosition(chart.partOfFortune)}; ${system} houses` +
        (chart.houses.fallback ? ` (${HOUSE_SYSTEM_LABELS[chart.houses.requested]} is undefined at this latitude)` : '') +
        `; a ${chart.dayChart ? 'day' : 'night'} chart.`,
    );
  }
  const aspects = chart.aspects
    .filter((aspect) => ASPECT_INFO[aspect.type].major && !['meanNode', 'lilith'].includes(aspect.a) && !['meanNode', 'lilith'].includes(aspect.b))
    .sort((x, y) => x.orb - y.orb)
    .slice(0, 12)
    .map(
      (aspect) =>
        `${BODY_INFO[aspect.a as BodyName].label} ${ASPECT_INFO[aspect.type].label.toLowerCase()} ${BODY_INFO[aspect.b as BodyName].label} (orb ${formatOrb(aspect.orb)}, ${aspect.applying ? 'applying' : 'separating'})`,
    );
  if (aspects.length > 0) lines.push(`Closest major aspects: ${aspects.join('; ')}.`);
  return lines.join(' ');
}

