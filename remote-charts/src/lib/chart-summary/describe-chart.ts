import type { BodyName, Chart, HouseSystem } from '../../engine';
import type { BirthData } from '../birth-data/birth-data';
import { formatUtcOffset } from '../../time';
import { ASPECT_INFO, BODY_INFO } from '../zodiac/glyphs';
import { formatOrb, formatSignPosition, signPosition } from '../zodiac/format-position';

export const HOUSE_SYSTEM_LABELS: Record<HouseSystem, string> = {
  placidus: 'Placidus',
  koch: 'Koch',
  'whole-sign': 'Whole Sign',
  equal: 'Equal',
  porphyry: 'Porphyry',
  regiomontanus: 'Regiomontanus',
  campanus: 'Campanus',
};

const SUMMARY_BODIES: BodyName[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'trueNode', 'chiron', 'lilith'];
const MAJOR = new Set(['conjunction', 'opposition', 'trine', 'square', 'sextile']);

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
    .filter((aspect) => MAJOR.has(aspect.type) && !['meanNode', 'lilith'].includes(aspect.a) && !['meanNode', 'lilith'].includes(aspect.b))
    .sort((x, y) => x.orb - y.orb)
    .slice(0, 12)
    .map(
      (aspect) =>
        `${BODY_INFO[aspect.a as BodyName].label} ${ASPECT_INFO[aspect.type].label.toLowerCase()} ${BODY_INFO[aspect.b as BodyName].label} (orb ${formatOrb(aspect.orb)}, ${aspect.applying ? 'applying' : 'separating'})`,
    );
  if (aspects.length > 0) lines.push(`Closest major aspects: ${aspects.join('; ')}.`);
  return lines.join(' ');
}

/** The few facts a list of saved charts shows without recomputing them. */
export interface ChartSnapshot {
  sun: string;
  moon: string;
  ascendant: string | null;
}

export function chartSnapshot(chart: Chart, housesKnown: boolean): ChartSnapshot {
  return {
    sun: signPosition(chart.bodies.sun.lon).sign,
    moon: signPosition(chart.bodies.moon.lon).sign,
    ascendant: housesKnown ? signPosition(chart.angles.asc).sign : null,
  };
}
