import { BODY_NAMES, type BodyName } from '../engine/chart/compute-chart';

/** The Sun, the Moon and the eight planets: the bodies predictive techniques read. */
export type Planet = Exclude<BodyName, 'meanNode' | 'trueNode' | 'lilith' | 'chiron'>;
const NOT_PLANETS = new Set<BodyName>(['meanNode', 'trueNode', 'lilith', 'chiron']);
export const PLANETS: readonly Planet[] = BODY_NAMES.filter(
  (b): b is Planet => !NOT_PLANETS.has(b),
);

/** Bodies whose transits are searched, and compared in synastry: the planets and the true node. */
export type TransitBody = Planet | 'trueNode';
export const TRANSIT_BODIES: readonly TransitBody[] = [...PLANETS, 'trueNode'];

/** Natal points transits are measured against: the planets and the two angles. */
export type NatalPoint = Planet | 'asc' | 'mc';
export const NATAL_POINTS: readonly NatalPoint[] = [...PLANETS, 'asc', 'mc'];
