import {
  type AnglePoint,
  ASPECT_INFO,
  type AspectType,
  BODY_INFO,
  labelFontSize,
  type Segment,
  type WheelLayout,
  type WheelPointId,
} from '@astro/astrology';
import { PRINT_COLORS, type WheelColors } from './wheel-colors';

const pointLabel = (id: WheelPointId | AnglePoint) =>
  id === 'partOfFortune'
    ? 'Part of Fortune'
    : id === 'asc'
      ? 'Ascendant'
      : id === 'mc'
        ? 'Midheaven'
        : BODY_INFO[id].label;
export const line = (segment: Segment) => ({
  x1: segment.from.x,
  y1: segment.from.y,
  x2: segment.to.x,
  y2: segment.to.y,
});
export const round = (n: number) => Math.round(n * 100) / 100;

// On paper the dark themes' light ink would vanish: print, and exports on a light background,
// use dark ink on white.
export const WHEEL_PAPER_CSS = `
  .astro-wheel-bg { fill: ${PRINT_COLORS.background}; }
  .astro-wheel-ink { fill: ${PRINT_COLORS.ink}; }
  .astro-wheel-ink-line { stroke: ${PRINT_COLORS.ink}; }
  .astro-wheel-muted-line { stroke: ${PRINT_COLORS.muted}; }
  .astro-wheel-halo { stroke: ${PRINT_COLORS.background}; }
${(['fire', 'earth', 'air', 'water'] as const).map((e) => `  .astro-wheel-${e} { fill: ${PRINT_COLORS.elements[e]}; }`).join('\n')}
${Object.entries(PRINT_COLORS.aspects)
  .map(([type, colour]) => `  .astro-wheel-aspect-${type} { stroke: ${colour}; }`)
  .join('\n')}
`;
export const WHEEL_PRINT_CSS = `@media print {${WHEEL_PAPER_CSS}}`;

/**
 * The painted wheel of one chart, without its <svg>: the natal wheel draws it alone, the bi-wheel
 * draws it inside a ring of a second chart's points.
 */
export function WheelDrawing({ layout, colors }: { layout: WheelLayout; colors: WheelColors }) {
  const { center, radii, size } = layout;
  const glyph = size * 0.036;
  const small = labelFontSize(size);
  const dashed = (type: AspectType) =>
    ASPECT_INFO[type].kind === 'minor' || type === 'semi-square' || type === 'sesquiquadrate';
  const r = round;

  return (
    <>
      {/* Zodiac ring */}
      <g fill="none">
        <circle
          className="astro-wheel-ink-line"
          cx={center.x}
          cy={center.y}
          r={radii.outer}
          stroke={colors.ink}
          strokeWidth={1.5}
        />
        <circle
          className="astro-wheel-ink-line"
          cx={center.x}
          cy={center.y}
          r={radii.zodiacInner}
          stroke={colors.ink}
          strokeWidth={1.2}
        />
        <circle
          className="astro-wheel-muted-line"
          cx={center.x}
          cy={center.y}
          r={radii.aspects}
          stroke={colors.muted}
          strokeWidth={1}
        />
      </g>
      <g className="astro-wheel-muted-line" stroke={colors.muted}>
        {layout.ticks.map((tick, i) => (
          <line key={i} {...line(tick.line)} strokeWidth={tick.major ? 1 : 0.6} />
        ))}
      </g>
      <g className="astro-wheel-ink-line" stroke={colors.ink} strokeWidth={1.2}>
        {layout.signs.map((sign) => (
          <line key={sign.sign} {...line(sign.boundary)} />
        ))}
      </g>
      <g fontSize={size * 0.042} textAnchor="middle" dominantBaseline="central">
        {layout.signs.map((sign) => (
          <text
            key={sign.sign}
            className={`astro-wheel-${sign.element}`}
            x={r(sign.glyphAt.x)}
            y={r(sign.glyphAt.y)}
            fill={colors.elements[sign.element]}
          >
            <title>{sign.sign}</title>
            {sign.glyph}
          </text>
        ))}
      </g>

      {/* Houses and angles */}
      <g className="astro-wheel-muted-line" stroke={colors.muted}>
        {layout.cusps
          .filter((cusp) => !cusp.isAngle)
          .map((cusp) => (
            <line key={cusp.house} {...line(cusp.line)} strokeWidth={0.9} />
          ))}
      </g>
      <g
        className="astro-wheel-ink"
        fontSize={small}
        fill={colors.muted}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {layout.cusps.map((cusp) => (
          <text key={cusp.house} x={r(cusp.numberAt.x)} y={r(cusp.numberAt.y)}>
            {cusp.house}
          </text>
        ))}
      </g>
      <g className="astro-wheel-ink-line" stroke={colors.ink}>
        {layout.angles.map((angle) => (
          <line
            key={angle.label}
            {...line(angle.line)}
            strokeWidth={angle.label === 'AC' || angle.label === 'MC' ? 2.4 : 1.6}
          />
        ))}
      </g>
      <g
        className="astro-wheel-ink"
        fill={colors.ink}
        fontSize={size * 0.024}
        fontWeight={700}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {layout.angles.map((angle) => (
          <text key={angle.label} x={r(angle.labelAt.x)} y={r(angle.labelAt.y)}>
            {angle.label}
          </text>
        ))}
      </g>

      {/* Aspect lines between the true positions */}
      <g>
        {layout.aspects.map((aspect) => (
          <line
            key={`${aspect.a}-${aspect.b}`}
            className={`astro-wheel-aspect-${aspect.type}`}
            {...line(aspect.line)}
            stroke={colors.aspects[aspect.type]}
            strokeWidth={aspect.orb < 2 ? 1.8 : 1.1}
            strokeDasharray={dashed(aspect.type) ? '5 4' : undefined}
            data-aspect={aspect.type}
          >
            <title>{`${pointLabel(aspect.a)} ${ASPECT_INFO[aspect.type].label.toLowerCase()} ${pointLabel(aspect.b)}`}</title>
          </line>
        ))}
      </g>

      {/* Planets: a tick at the true longitude, the glyph where there is room for it */}
      <g className="astro-wheel-ink-line" stroke={colors.ink}>
        {layout.planets.map((planet) => (
          <g key={planet.id}>
            <line {...line(planet.tick)} strokeWidth={1.6} />
            {planet.connector && (
              <line {...line(planet.connector)} strokeWidth={0.7} opacity={0.8} />
            )}
          </g>
        ))}
      </g>
      <g
        textAnchor="middle"
        dominantBaseline="central"
        stroke={colors.background}
        strokeWidth={2.5}
        paintOrder="stroke"
        strokeLinejoin="round"
      >
        {layout.planets.map((planet) => (
          <g key={planet.id} data-planet={planet.id}>
            <text
              className="astro-wheel-ink astro-wheel-halo"
              x={r(planet.glyphAt.x)}
              y={r(planet.glyphAt.y)}
              fontSize={glyph}
              fill={colors.ink}
              strokeWidth={3}
            >
              <title>{planet.label}</title>
              {planet.glyph}
            </text>
            <text
              className="astro-wheel-ink astro-wheel-halo"
              x={r(planet.degreesAt.x)}
              y={r(planet.degreesAt.y)}
              fontSize={small}
              fill={colors.ink}
            >
              {planet.degrees}
            </text>
            <text
              className="astro-wheel-ink astro-wheel-halo"
              x={r(planet.minutesAt.x)}
              y={r(planet.minutesAt.y)}
              fontSize={small * 0.9}
              fill={colors.muted}
            >
              {planet.minutes}
            </text>
            {planet.retrogradeAt && (
              <text
                className="astro-wheel-ink astro-wheel-halo"
                x={r(planet.retrogradeAt.x)}
                y={r(planet.retrogradeAt.y)}
                fontSize={small * 0.9}
                fill={colors.muted}
              >
                ℞
              </text>
            )}
          </g>
        ))}
      </g>
    </>
  );
}
