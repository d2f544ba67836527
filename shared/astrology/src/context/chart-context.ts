import { formatOrb, formatSignPosition } from '../catalogue/format-position';
import { ASPECT_INFO, BODY_INFO } from '../catalogue/glyphs';
import { HOUSE_SYSTEM_LABELS } from '../catalogue/house-systems';
import {
  type Aspect,
  type AspectType,
  BODY_NAMES,
  type BodyName,
  type Chart,
  findAspects,
  houseOf,
} from '../engine';
import type { TransitEvent } from '../predictive/transit-search';
import type { NamedChart, SkyChart } from './named-chart';

/**
 * The bodies a prompt names. The mean node is left out: the true node says the same, and two
 * nodes a degree apart only invite the model to mix them up.
 */
export const CONTEXT_BODIES: readonly BodyName[] = BODY_NAMES.filter((b) => b !== 'meanNode');

/** Major aspects only; between two charts with tighter orbs than within one, as astrologers read them. */
const MAJOR_ASPECTS = (Object.keys(ASPECT_INFO) as AspectType[]).filter(
  (t) => ASPECT_INFO[t].major,
);
/** Within one chart: the engine's orbs, but only the closer aspects are worth the space. */
const NATAL_ORBS: Partial<Record<AspectType, number>> = {
  conjunction: 6,
  opposition: 6,
  square: 5,
  trine: 5,
  sextile: 3,
};
/** At most this many aspects per list, closest first: enough for a reading, small for a prompt. */
const MAX_ASPECTS = 16;
const TRANSIT_ORBS: Partial<Record<AspectType, number>> = {
  conjunction: 3,
  opposition: 3,
  square: 3,
  trine: 3,
  sextile: 2,
};
const SYNASTRY_ORBS: Partial<Record<AspectType, number>> = {
  conjunction: 4,
  opposition: 4,
  square: 3,
  trine: 3,
  sextile: 2,
};

const ORDINAL_SUFFIX = (n: number) =>
  n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');

/** "7th house". */
export const houseLabel = (house: number) => `${house}${ORDINAL_SUFFIX(house)} house`;

const label = (body: string) => BODY_INFO[body as BodyName]?.label ?? body;
const aspectWord = (type: AspectType) => ASPECT_INFO[type].label.toLowerCase();

const attribute = (value: string) =>
  value.replace(/[&<>"\n\r]/g, (c) => (c === '\n' || c === '\r' ? ' ' : `&#${c.charCodeAt(0)};`));

/** "2026-11-24T14:05Z": to the minute, which is all a reading needs. */
const instant = (utc: string) => `${utc.slice(0, 16)}Z`;

function positionLine(chart: Chart, body: BodyName, withHouse: boolean): string {
  const p = chart.bodies[body];
  const parts = [`${label(body)} ${formatSignPosition(p.lon)}`];
  if (p.retrograde) parts.push('retrograde');
  if (withHouse) parts.push(houseLabel(p.house));
  return parts.join(', ');
}

/** Aspects between the bodies of two charts (transits to a natal chart, or synastry). */
export function crossAspects(
  from: Chart,
  to: Chart,
  orbs: Partial<Record<AspectType, number>>,
): Aspect[] {
  const found: Aspect[] = [];
  for (const a of CONTEXT_BODIES) {
    for (const b of CONTEXT_BODIES) {
      const p = from.bodies[a];
      const q = to.bodies[b];
      const [aspect] = findAspects(
        [
          { name: a, lon: p.lon, speed: p.speed },
          { name: b, lon: q.lon, speed: q.speed },
        ],
        orbs,
      );
      if (aspect) found.push(aspect);
    }
  }
  return found.sort((x, y) => x.orb - y.orb).slice(0, MAX_ASPECTS);
}

function natalBlock({ name, chart, timeKnown }: NamedChart): string {
  const born = timeKnown
    ? instant(chart.utc)
    : `${chart.utc.slice(0, 10)}, birth time unknown: positions at noon, no houses or angles`;
  const houses = timeKnown ? ` houses="${HOUSE_SYSTEM_LABELS[chart.houses.system]}"` : '';
  const lines = [`<chart name="${attribute(name)}" born="${born}"${houses}>`];
  for (const body of CONTEXT_BODIES) lines.push(positionLine(chart, body, timeKnown));
  if (timeKnown)
    lines.push(
      `Ascendant ${formatSignPosition(chart.angles.asc)}; Midheaven ${formatSignPosition(chart.angles.mc)}`,
    );
  const aspects = chart.aspects
    .filter(
      (a) =>
        MAJOR_ASPECTS.includes(a.type) &&
        a.orb <= (NATAL_ORBS[a.type] ?? 0) &&
        CONTEXT_BODIES.includes(a.a as BodyName) &&
        CONTEXT_BODIES.includes(a.b as BodyName),
    )
    .sort((x, y) => x.orb - y.orb)
    .slice(0, MAX_ASPECTS)
    .map((a) => `${label(a.a)} ${aspectWord(a.type)} ${label(a.b)} ${formatOrb(a.orb)}`);
  if (aspects.length > 0) lines.push(`Aspects (orb): ${aspects.join('; ')}`);
  lines.push('</chart>');
  return lines.join('\n');
}

function skyBlock(sky: SkyChart, natal: NamedChart | undefined): string {
  const lines = [`<sky name="${attribute(sky.name)}" at="${instant(sky.chart.utc)}">`];
  for (const body of CONTEXT_BODIES) {
    let line = positionLine(sky.chart, body, false);
    if (natal?.timeKnown)
      line += `, natal ${houseLabel(houseOf(sky.chart.bodies[body].lon, natal.chart.houses.cusps))}`;
    lines.push(line);
  }
  lines.push('</sky>');
  return lines.join('\n');
}

function transitsBlock(sky: SkyChart, natal: NamedChart): string {
  const aspects = crossAspects(sky.chart, natal.chart, TRANSIT_ORBS).map(
    (a) =>
      `transiting ${label(a.a)} ${aspectWord(a.type)} natal ${label(a.b)} ${formatOrb(a.orb)}${a.applying ? ' applying' : ' separating'}`,
  );
  return [
    `<transits to="${attribute(natal.name)}">`,
    aspects.length > 0 ? aspects.join('\n') : 'none within 3°',
    '</transits>',
  ].join('\n');
}

function synastryBlock(first: NamedChart, second: NamedChart): string {
  const aspects = crossAspects(first.chart, second.chart, SYNASTRY_ORBS).map(
    (a) =>
      `${first.name}'s ${label(a.a)} ${aspectWord(a.type)} ${second.name}'s ${label(a.b)} ${formatOrb(a.orb)}`,
  );
  return [
    `<synastry first="${attribute(first.name)}" second="${attribute(second.name)}">`,
    aspects.length > 0 ? aspects.join('\n') : 'no major aspects between the charts',
    '</synastry>',
  ].join('\n');
}

/**
 * The charts of a conversation as a compact, stable text block for a model's system message
 * (about 1.2 kB per chart): each chart's positions with sign, degree, house and retrograde flag,
 * its angles and its major aspects with orbs; with `sky`, the sky at that instant and its
 * aspects to the first chart (transits); with two charts, the aspects between them (synastry).
 * Degrees are within the sign, truncated to the minute, tropical zodiac.
 */
export function chartContext(input: {
  charts: readonly NamedChart[];
  sky?: SkyChart;
  /** The coming transit events to the first chart, with their exact times. */
  upcoming?: readonly TransitEvent[];
}): string {
  const { charts, sky, upcoming } = input;
  const blocks = charts.map(natalBlock);
  if (charts.length >= 2) blocks.push(synastryBlock(charts[0]!, charts[1]!));
  if (sky) {
    blocks.push(skyBlock(sky, charts[0]));
    if (charts[0]) blocks.push(transitsBlock(sky, charts[0]));
  }
  if (upcoming && upcoming.length > 0 && charts[0]) blocks.push(upcomingBlock(upcoming, charts[0]));
  return blocks.join('\n');
}

/** At most this many coming events: a month of a busy sky, small for a prompt. */
const MAX_UPCOMING = 30;
const pointLabel = (point: string) =>
  point === 'asc' ? 'Ascendant' : point === 'mc' ? 'Midheaven' : label(point);

function upcomingBlock(events: readonly TransitEvent[], natal: NamedChart): string {
  const lines = events.slice(0, MAX_UPCOMING).map((event) => {
    const when = `${event.exact.slice(0, 10)} ${event.exact.slice(11, 16)} UT`;
    if (event.type === 'aspect')
      return `${when}: transiting ${label(event.transiting)} ${aspectWord(event.aspect)} natal ${pointLabel(event.natal)} exact`;
    if (event.type === 'ingress') return `${when}: ${label(event.body)} enters ${event.sign}`;
    return `${when}: ${label(event.body)} turns ${event.direction}`;
  });
  return [`<upcoming to="${attribute(natal.name)}">`, ...lines, '</upcoming>'].join('\n');
}
