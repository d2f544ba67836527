import {
  ELEMENTS,
  type Element,
  findMajorAspects,
  type FoundAspect,
  MODALITIES,
  type Modality,
  PLANETS,
  type PointName,
  type SignInfo,
  signAt,
} from '../../../lib/zodiac';
import type { ReadingChart } from './reading-chart';

export interface Placement {
  point: PointName;
  longitude: number;
  sign: SignInfo;
  house: number | null;
}

export function placements(
  chart: ReadingChart,
  names: readonly PointName[] = PLANETS,
): Placement[] {
  const out: Placement[] = [];
  for (const point of names) {
    const longitude = chart.points[point];
    if (longitude === undefined) continue;
    out.push({
      point,
      longitude,
      sign: signAt(longitude),
      house: chart.houses?.[point] ?? null,
    });
  }
  return out;
}

export function placementOf(chart: ReadingChart, point: PointName): Placement | null {
  return placements(chart, [point])[0] ?? null;
}

export type ElementHarmony = 'same' | 'compatible' | 'mixed';

/** Fire with air and earth with water are the compatible pairs. */
export function elementHarmony(elements: readonly Element[]): ElementHarmony {
  const distinct = [...new Set(elements)];
  if (distinct.length <= 1) return 'same';
  const active = (element: Element) => element === 'fire' || element === 'air';
  return distinct.every((element) => active(element) === active(distinct[0]))
    ? 'compatible'
    : 'mixed';
}

export function bigThree(chart: ReadingChart) {
  const sun = placementOf(chart, 'sun');
  const moon = placementOf(chart, 'moon');
  const ascendant = chart.angles ? signAt(chart.angles.asc) : null;
  const elements = [sun?.sign.element, moon?.sign.element, ascendant?.element].filter(
    (element): element is Element => element !== undefined,
  );
  return { sun, moon, ascendant, harmony: elementHarmony(elements) };
}

export function chartRuler(chart: ReadingChart) {
  if (!chart.angles) return null;
  const rising = signAt(chart.angles.asc);
  const ruler = placementOf(chart, rising.ruler);
  const modern = rising.modernRuler ? placementOf(chart, rising.modernRuler) : null;
  const aspects = ruler
    ? chartAspects(chart).filter((aspect) => aspect.a === rising.ruler || aspect.b === rising.ruler)
    : [];
  return { rising, ruler, modern, aspects };
}

export interface Balance {
  elements: Record<Element, PointName[]>;
  modalities: Record<Modality, PointName[]>;
  /** Whether the Ascendant's sign was counted (only with a known birth time). */
  ascendantCounted: boolean;
  ascendantSign: SignInfo | null;
  dominantElement: Element | null;
  missingElements: Element[];
  dominantModality: Modality | null;
}

export function balance(chart: ReadingChart): Balance {
  const elements = Object.fromEntries(ELEMENTS.map((e) => [e, [] as PointName[]])) as Record<
    Element,
    PointName[]
  >;
  const modalities = Object.fromEntries(MODALITIES.map((m) => [m, [] as PointName[]])) as Record<
    Modality,
    PointName[]
  >;
  for (const placement of placements(chart)) {
    elements[placement.sign.element].push(placement.point);
    modalities[placement.sign.modality].push(placement.point);
  }
  const ascendantSign = chart.angles ? signAt(chart.angles.asc) : null;
  const count = (list: PointName[], extra: boolean) => list.length + (extra ? 1 : 0);
  const elementCount = (e: Element) => count(elements[e], ascendantSign?.element === e);
  const modalityCount = (m: Modality) => count(modalities[m], ascendantSign?.modality === m);
  return {
    elements,
    modalities,
    ascendantCounted: ascendantSign !== null,
    ascendantSign,
    dominantElement: strictMax(ELEMENTS, elementCount),
    missingElements: ELEMENTS.filter((e) => elementCount(e) === 0),
    dominantModality: strictMax(MODALITIES, modalityCount),
  };
}

/** The one key with the highest count, or null on a tie. */
function strictMax<K extends string>(keys: readonly K[], countOf: (key: K) => number): K | null {
  const sorted = [...keys].sort((a, b) => countOf(b) - countOf(a));
  return countOf(sorted[0]) > countOf(sorted[1]) ? sorted[0] : null;
}

/** Houses holding planets, busiest first. */
export function occupiedHouses(chart: ReadingChart): { house: number; points: PointName[] }[] {
  if (!chart.cusps) return [];
  const byHouse = new Map<number, PointName[]>();
  for (const placement of placements(chart)) {
    if (placement.house === null) continue;
    byHouse.set(placement.house, [...(byHouse.get(placement.house) ?? []), placement.point]);
  }
  return [...byHouse.entries()]
    .map(([house, points]) => ({ house, points }))
    .sort((a, b) => b.points.length - a.points.length || a.house - b.house);
}

/** Major aspects between the planets and, with a birth time, the Ascendant and Midheaven. */
export function chartAspects(chart: ReadingChart): FoundAspect[] {
  const points: { name: string; lon: number }[] = placements(chart).map((p) => ({
    name: p.point,
    lon: p.longitude,
  }));
  if (chart.angles) {
    points.push(
      { name: 'ascendant', lon: chart.angles.asc },
      { name: 'midheaven', lon: chart.angles.mc },
    );
  }
  // The two angles are always in some relation to each other by construction; skip that pair.
  return findMajorAspects(points).filter(
    (aspect) => !(aspect.a === 'ascendant' && aspect.b === 'midheaven'),
  );
}

export type PatternName = 'T-square' | 'Grand trine' | 'Grand cross' | 'Stellium';

export interface FoundPattern {
  pattern: PatternName;
  points: string[];
  /** For a T-square, the planet at the apex. */
  apex?: string;
}

/** Aspect patterns among the ten planets, from the chart's major aspects. */
export function aspectPatterns(chart: ReadingChart): FoundPattern[] {
  const aspects = chartAspects(chart).filter(
    (a) => a.a !== 'ascendant' && a.b !== 'ascendant' && a.a !== 'midheaven' && a.b !== 'midheaven',
  );
  const has = (x: string, y: string, type: FoundAspect['aspect']) =>
    aspects.some(
      (a) => a.aspect === type && ((a.a === x && a.b === y) || (a.a === y && a.b === x)),
    );
  const names = placements(chart).map((p) => p.point as string);
  const found: FoundPattern[] = [];
  const seen = new Set<string>();
  const add = (pattern: FoundPattern) => {
    const key = `${pattern.pattern}:${[...pattern.points].sort().join(',')}`;
    if (!seen.has(key)) {
      seen.add(key);
      found.push(pattern);
    }
  };
  for (const opposition of aspects.filter((a) => a.aspect === 'opposition')) {
    const apexes = names.filter(
      (n) =>
        n !== opposition.a &&
        n !== opposition.b &&
        has(n, opposition.a, 'square') &&
        has(n, opposition.b, 'square'),
    );
    for (const apex of apexes)
      add({ pattern: 'T-square', points: [opposition.a, opposition.b, apex], apex });
    if (apexes.length >= 2) {
      for (let i = 0; i < apexes.length; i++) {
        for (let j = i + 1; j < apexes.length; j++) {
          if (has(apexes[i], apexes[j], 'opposition'))
            add({
              pattern: 'Grand cross',
              points: [opposition.a, opposition.b, apexes[i], apexes[j]],
            });
        }
      }
    }
  }
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      for (let k = j + 1; k < names.length; k++) {
        if (
          has(names[i], names[j], 'trine') &&
          has(names[j], names[k], 'trine') &&
          has(names[i], names[k], 'trine')
        ) {
          add({ pattern: 'Grand trine', points: [names[i], names[j], names[k]] });
        }
      }
    }
  }
  const bySign = new Map<string, string[]>();
  for (const placement of placements(chart))
    bySign.set(placement.sign.label, [
      ...(bySign.get(placement.sign.label) ?? []),
      placement.point,
    ]);
  for (const [, points] of bySign) if (points.length >= 3) add({ pattern: 'Stellium', points });
  return found;
}
