import {
  BODY_INFO,
  type Chart,
  labelFontSize,
  labelWidth,
  layoutWheel,
  normalizeDegrees,
  type Point,
  pointAt,
  type Segment,
  signPosition,
  spreadOnCircle,
  WHEEL_BODIES,
  type WheelLayout,
} from '@astro/astrology';

/** A point of the second chart, drawn on the ring around the first. */
export interface RingPoint {
  id: string;
  label: string;
  glyph: string;
  lon: number;
  retrograde: boolean;
  /** The Ascendant and Midheaven are lettered (AC, MC) rather than drawn as a glyph. */
  isAngle: boolean;
}

export interface RingPlacement extends RingPoint {
  glyphAt: Point;
  degreesAt: Point;
  minutesAt: Point;
  degrees: string;
  /** Minutes, with ℞ after them for a retrograde body. */
  minutes: string;
  /** Marks the true longitude on the ring's inner edge. */
  tick: Segment;
  /** Joins the tick to the glyph when the glyph was moved aside; null otherwise. */
  connector: Segment | null;
}

export interface BiWheelLayout {
  size: number;
  center: Point;
  /** The first chart's wheel, drawn at `innerOffset` from the corner. */
  inner: WheelLayout;
  innerOffset: number;
  /** Radii of the ring that carries the second chart's points. */
  ring: { inner: number; outer: number };
  glyphSize: number;
  labelSize: number;
  points: RingPlacement[];
}

export const DEFAULT_BI_WHEEL_SIZE = 780;
/** The natal wheel keeps its own proportions at this share of the drawing. */
const INNER_SHARE = 600 / 780;

/**
 * The second chart's points for the ring: its bodies as the natal wheel shows them, and its
 * Ascendant and Midheaven when they are known (synastry, a return cast for a place).
 */
export function ringPointsOf(chart: Chart, options: { angles?: boolean } = {}): RingPoint[] {
  const points: RingPoint[] = WHEEL_BODIES.map((id) => ({
    id,
    label: BODY_INFO[id].label,
    glyph: BODY_INFO[id].glyph,
    lon: chart.bodies[id].lon,
    // The nodes' mean motion is always backwards; only a true station is worth marking.
    retrograde: chart.bodies[id].retrograde && id !== 'trueNode',
    isAngle: false,
  }));
  if (options.angles) {
    points.push(
      {
        id: 'asc',
        label: 'Ascendant',
        glyph: 'AC',
        lon: chart.angles.asc,
        retrograde: false,
        isAngle: true,
      },
      {
        id: 'mc',
        label: 'Midheaven',
        glyph: 'MC',
        lon: chart.angles.mc,
        retrograde: false,
        isAngle: true,
      },
    );
  }
  return points;
}

/**
 * Geometry of a bi-wheel: the first chart's whole wheel (as `layoutWheel` draws it alone) inside,
 * and a ring around it with the second chart's points, oriented like the inner wheel so a point
 * outside sits beside the inner longitude it has. Pure, like `layoutWheel`.
 */
export function layoutBiWheel(
  inner: Chart,
  outer: readonly RingPoint[],
  options: { showHouses: boolean; size?: number },
): BiWheelLayout {
  const size = options.size ?? DEFAULT_BI_WHEEL_SIZE;
  const innerSize = Math.round(size * INNER_SHARE);
  const innerOffset = (size - innerSize) / 2;
  const scaled = layoutWheel(inner, { showHouses: options.showHouses, size: innerSize });
  const center = { x: size / 2, y: size / 2 };
  // The inner wheel's own margin (where its AC and MC labels sit) ends at innerSize / 2.
  const ring = { inner: innerSize / 2 + size * 0.004, outer: size / 2 - size * 0.006 };
  const width = ring.outer - ring.inner;
  const glyphSize = size * 0.034;
  const labelSize = labelFontSize(size) * 0.9;
  const radii = {
    tickEnd: ring.inner + width * 0.1,
    glyph: ring.inner + width * 0.33,
    degrees: ring.inner + width * 0.64,
    minutes: ring.inner + width * 0.86,
  };
  const at = (lon: number, radius: number) => pointAt(center, scaled.leftLon, lon, radius);

  const minGap =
    Math.max((glyphSize * 1.25) / radii.glyph, (labelWidth(size) * 1.2) / radii.minutes) *
    (180 / Math.PI);
  const displayed = spreadOnCircle(
    outer.map((p) => p.lon),
    minGap,
  );
  const points = outer.map((point, i): RingPlacement => {
    const displayLon = displayed[i]!;
    const moved = Math.abs(normalizeDegrees(displayLon - point.lon + 180) - 180) > 0.5;
    const position = signPosition(point.lon);
    return {
      ...point,
      glyphAt: at(displayLon, radii.glyph),
      degreesAt: at(displayLon, radii.degrees),
      minutesAt: at(displayLon, radii.minutes),
      degrees: `${position.degrees}°`,
      minutes: `${String(position.minutes).padStart(2, '0')}′${point.retrograde ? '℞' : ''}`,
      tick: { from: at(point.lon, ring.inner), to: at(point.lon, radii.tickEnd) },
      connector: moved
        ? { from: at(point.lon, radii.tickEnd), to: at(displayLon, radii.glyph - glyphSize * 0.6) }
        : null,
    };
  });

  return { size, center, inner: scaled, innerOffset, ring, glyphSize, labelSize, points };
}
