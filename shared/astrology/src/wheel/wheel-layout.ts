import type { AnglePoint, AspectType, BodyName, Chart, Sign } from '../engine';
import { angleAspects, BODY_NAMES, SIGNS, toDms } from '../engine';
import {
  BODY_INFO,
  PART_OF_FORTUNE,
  SIGN_GLYPHS,
  elementOf,
  type Element,
} from '../catalogue/glyphs';
import { normalizeDegrees, spreadOnCircle } from './spread-on-circle';

export interface Point {
  x: number;
  y: number;
}
export interface Segment {
  from: Point;
  to: Point;
}

/** Points drawn on the wheel, in drawing order. The mean node is left to the tables: it sits beside the true one. */
export const WHEEL_BODIES: readonly BodyName[] = BODY_NAMES.filter((body) => body !== 'meanNode');
export type WheelPointId = BodyName | 'partOfFortune';

export interface WheelSign {
  sign: Sign;
  glyph: string;
  element: Element;
  glyphAt: Point;
  /** The boundary line at the sign's first degree, across the zodiac ring. */
  boundary: Segment;
}

export interface WheelTick {
  line: Segment;
  /** Every fifth degree is drawn longer. */
  major: boolean;
}

export interface WheelCusp {
  house: number;
  lon: number;
  line: Segment;
  /** House number, placed in the middle of the house. */
  numberAt: Point;
  /** Cusps 1, 4, 7 and 10 are the angles and drawn heavier. */
  isAngle: boolean;
}

export interface WheelAngle {
  label: 'AC' | 'IC' | 'DC' | 'MC';
  lon: number;
  labelAt: Point;
  /** From the inner circle to beyond the zodiac, where the label sits. */
  line: Segment;
}

export interface WheelPlanet {
  id: WheelPointId;
  label: string;
  glyph: string;
  lon: number;
  /** Where the glyph is drawn, moved aside when planets crowd together. */
  displayLon: number;
  glyphAt: Point;
  degreesAt: Point;
  minutesAt: Point;
  /** Set for retrograde bodies: where the ℞ mark goes. */
  retrogradeAt: Point | null;
  degrees: string;
  minutes: string;
  /** Marks the true longitude on the zodiac's inner edge. */
  tick: Segment;
  /** Joins the tick to the glyph when the glyph was moved aside; null otherwise. */
  connector: Segment | null;
}

export interface WheelAspect {
  a: WheelPointId;
  /** The Ascendant or Midheaven as well as a point, when houses are shown. */
  b: WheelPointId | AnglePoint;
  type: AspectType;
  orb: number;
  line: Segment;
}

export interface WheelLayout {
  size: number;
  center: Point;
  radii: WheelRadii;
  /** Longitude drawn at the left (the Ascendant, or 0° Aries without houses). */
  leftLon: number;
  signs: WheelSign[];
  ticks: WheelTick[];
  cusps: WheelCusp[];
  angles: WheelAngle[];
  planets: WheelPlanet[];
  aspects: WheelAspect[];
}

export interface WheelRadii {
  outer: number;
  zodiacInner: number;
  signGlyph: number;
  planetGlyph: number;
  planetDegrees: number;
  planetMinutes: number;
  planetRetrograde: number;
  houseNumbers: number;
  aspects: number;
  angleLabels: number;
}

export interface WheelOptions {
  /** Width and height of the square drawing, in user units. */
  size?: number;
  /** False for a chart without a known birth time: no houses or angles, 0° Aries at the left. */
  showHouses?: boolean;
  /** Also place the Part of Fortune (it depends on the Ascendant, so only with houses). */
  showPartOfFortune?: boolean;
  /** Glyph size in user units; sets how far apart crowded planets are pushed. */
  glyphSize?: number;
}

export const DEFAULT_WHEEL_SIZE = 660;

/** Font size of a planet's degree and minute labels, and the width of the widest ("29°"). */
export const labelFontSize = (size: number) => size * 0.019;
export const labelWidth = (size: number) => labelFontSize(size) * 1.75;

export function wheelRadii(size: number): WheelRadii {
  // Room outside the zodiac for the angle labels.
  const outer = size / 2 - size * 0.05;
  return {
    outer,
    zodiacInner: outer * 0.84,
    signGlyph: outer * 0.92,
    planetGlyph: outer * 0.76,
    planetDegrees: outer * 0.67,
    planetMinutes: outer * 0.595,
    planetRetrograde: outer * 0.525,
    houseNumbers: outer * 0.445,
    aspects: outer * 0.4,
    angleLabels: outer + size * 0.027,
  };
}

/** Turns ecliptic longitude into a point: longitude grows anticlockwise from `leftLon` at the left. */
export function pointAt(center: Point, leftLon: number, lon: number, radius: number): Point {
  const theta = ((180 + lon - leftLon) * Math.PI) / 180;
  return { x: center.x + radius * Math.cos(theta), y: center.y - radius * Math.sin(theta) };
}

function radial(center: Point, leftLon: number, lon: number, r1: number, r2: number): Segment {
  return { from: pointAt(center, leftLon, lon, r1), to: pointAt(center, leftLon, lon, r2) };
}

/** Degrees and minutes within the sign, rounded to the minute (29°59.7′ shows as 29°59′). */
function degreesAndMinutes(lon: number): { degrees: string; minutes: string } {
  const { degrees, minutes } = toDms((Math.floor(normalizeDegrees(lon) * 60) / 60) % 30);
  return { degrees: `${degrees}°`, minutes: `${String(minutes).padStart(2, '0')}′` };
}

/**
 * Geometry of a chart wheel. Pure: the component only paints it, so overlap rules are tested here.
 */
export function layoutWheel(chart: Chart, options: WheelOptions = {}): WheelLayout {
  const size = options.size ?? DEFAULT_WHEEL_SIZE;
  const showHouses = options.showHouses ?? true;
  const glyphSize = options.glyphSize ?? size * 0.036;
  const radii = wheelRadii(size);
  const center = { x: size / 2, y: size / 2 };
  const leftLon = showHouses ? chart.angles.asc : 0;
  const at = (lon: number, radius: number) => pointAt(center, leftLon, lon, radius);

  const signs: WheelSign[] = SIGNS.map((sign, index) => ({
    sign,
    glyph: SIGN_GLYPHS[sign],
    element: elementOf(index),
    glyphAt: at(index * 30 + 15, radii.signGlyph),
    boundary: radial(center, leftLon, index * 30, radii.zodiacInner, radii.outer),
  }));

  const ticks: WheelTick[] = [];
  for (let degree = 0; degree < 360; degree++) {
    if (degree % 30 === 0) continue;
    const major = degree % 5 === 0;
    const length = (major ? 0.035 : 0.018) * radii.outer;
    ticks.push({
      line: radial(center, leftLon, degree, radii.zodiacInner, radii.zodiacInner + length),
      major,
    });
  }

  const cusps: WheelCusp[] = showHouses
    ? chart.houses.cusps.map((lon, i) => {
        const next = chart.houses.cusps[(i + 1) % 12];
        const middle = lon + normalizeDegrees(next - lon) / 2;
        return {
          house: i + 1,
          lon,
          line: radial(center, leftLon, lon, radii.aspects, radii.zodiacInner),
          numberAt: at(middle, radii.houseNumbers),
          isAngle: i % 3 === 0,
        };
      })
    : [];

  const angles: WheelAngle[] = showHouses
    ? (
        [
          ['AC', chart.angles.asc],
          ['IC', normalizeDegrees(chart.angles.mc + 180)],
          ['DC', normalizeDegrees(chart.angles.asc + 180)],
          ['MC', chart.angles.mc],
        ] as const
      ).map(([label, lon]) => ({
        label,
        lon,
        labelAt: at(lon, radii.angleLabels),
        line: radial(center, leftLon, lon, radii.aspects, radii.outer + size * 0.012),
      }))
    : [];

  const points: {
    id: WheelPointId;
    label: string;
    glyph: string;
    lon: number;
    retrograde: boolean;
  }[] = WHEEL_BODIES.map((id) => ({
    id,
    label: BODY_INFO[id].label,
    glyph: BODY_INFO[id].glyph,
    lon: chart.bodies[id].lon,
    // The nodes' mean motion is always backwards; only a true station is worth marking.
    retrograde: chart.bodies[id].retrograde && id !== 'trueNode',
  }));
  if (showHouses && (options.showPartOfFortune ?? true)) {
    points.push({
      id: 'partOfFortune',
      label: PART_OF_FORTUNE.label,
      glyph: PART_OF_FORTUNE.glyph,
      lon: chart.partOfFortune,
      retrograde: false,
    });
  }
  // Neighbours need room for the glyph on the outer ring and for the degree and minute labels
  // (two digits and a mark) on the innermost one, where the same angle spans less.
  const minGap =
    Math.max(
      (glyphSize * 1.25) / radii.planetGlyph,
      (labelWidth(size) * 1.1) / radii.planetMinutes,
    ) *
    (180 / Math.PI);
  const displayed = spreadOnCircle(
    points.map((p) => p.lon),
    minGap,
  );
  const planets: WheelPlanet[] = points.map((p, i) => {
    const displayLon = displayed[i];
    const moved = Math.abs(normalizeDegrees(displayLon - p.lon + 180) - 180) > 0.5;
    const { degrees, minutes } = degreesAndMinutes(p.lon);
    const tickInner = radii.zodiacInner - radii.outer * 0.035;
    return {
      id: p.id,
      label: p.label,
      glyph: p.glyph,
      lon: p.lon,
      displayLon,
      glyphAt: at(displayLon, radii.planetGlyph),
      degreesAt: at(displayLon, radii.planetDegrees),
      minutesAt: at(displayLon, radii.planetMinutes),
      retrogradeAt: p.retrograde ? at(displayLon, radii.planetRetrograde) : null,
      degrees,
      minutes,
      tick: radial(center, leftLon, p.lon, tickInner, radii.zodiacInner),
      connector: moved
        ? { from: at(p.lon, tickInner), to: at(displayLon, radii.planetGlyph + glyphSize * 0.75) }
        : null,
    };
  });

  const onWheel = new Set<string>(points.map((p) => p.id));
  const lonOf = (id: string) =>
    id === 'asc' || id === 'mc' ? chart.angles[id] : chart.bodies[id as BodyName].lon;
  const toAngles = showHouses ? angleAspects(chart, WHEEL_BODIES) : [];
  const aspects: WheelAspect[] = [...chart.aspects, ...toAngles]
    // Conjoined points sit side by side already; a line between them would be a dot.
    .filter(
      (aspect) =>
        aspect.type !== 'conjunction' &&
        onWheel.has(aspect.a) &&
        (onWheel.has(aspect.b) || aspect.b === 'asc' || aspect.b === 'mc'),
    )
    .map((aspect) => ({
      a: aspect.a as WheelPointId,
      b: aspect.b as WheelPointId | AnglePoint,
      type: aspect.type,
      orb: aspect.orb,
      line: { from: at(lonOf(aspect.a), radii.aspects), to: at(lonOf(aspect.b), radii.aspects) },
    }));

  return { size, center, radii, leftLon, signs, ticks, cusps, angles, planets, aspects };
}
