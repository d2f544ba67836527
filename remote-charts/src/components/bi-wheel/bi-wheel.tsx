import { useTheme } from '@mui/material/styles';
import { useId, useMemo, type Ref } from 'react';
import { type Chart, formatSignPosition, GLYPH_FONT_FAMILY } from '@astro/astrology';
import { layoutBiWheel, type RingPoint } from '../../lib/bi-wheel/bi-wheel-layout';
import { wheelColors } from '../chart-wheel/wheel-colors';
import { line, round, WHEEL_PRINT_CSS, WheelDrawing } from '../chart-wheel/wheel-drawing';

export interface BiWheelProps {
  /** The chart drawn as a whole wheel inside (the natal chart). */
  inner: Chart;
  /** False when the inner chart's birth time is unknown: no houses or angles. */
  showHouses: boolean;
  /** The second chart's points, drawn on the ring around it. */
  outer: readonly RingPoint[];
  /** What the ring shows, e.g. "Transits on 3 March 2026": used in the description and each point's name. */
  outerName: string;
  /** Names the drawing for screen readers and exported files. */
  title: string;
  ref?: Ref<SVGSVGElement>;
}

/**
 * Two charts in one drawing: the inner chart's wheel as the natal wheel draws it, and a ring
 * around it with the outer chart's points at their longitudes.
 */
export function BiWheel({ inner, showHouses, outer, outerName, title, ref }: BiWheelProps) {
  const colors = wheelColors(useTheme());
  const layout = useMemo(
    () => layoutBiWheel(inner, outer, { showHouses }),
    [inner, outer, showHouses],
  );
  const id = useId();
  const { size, center, ring } = layout;
  const r = round;

  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      // The title names the drawing; the description lists every outer point, too long for a name.
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      data-testid="bi-wheel"
      fontFamily={GLYPH_FONT_FAMILY}
      style={{ width: '100%', maxWidth: size, height: 'auto', display: 'block' }}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>
        {`Inside, the chart wheel ${showHouses ? 'with the Ascendant at the left' : 'without houses, 0° Aries at the left'}; on the outer ring, ${outerName}: ${outer
          .map(
            (point) =>
              `${point.label} ${formatSignPosition(point.lon)}${point.retrograde ? ' retrograde' : ''}`,
          )
          .join(', ')}.`}
      </desc>
      <style>{WHEEL_PRINT_CSS}</style>
      <rect className="astro-wheel-bg" width={size} height={size} fill={colors.background} />
      <g transform={`translate(${layout.innerOffset} ${layout.innerOffset})`}>
        <WheelDrawing layout={layout.inner} colors={colors} />
      </g>

      {/* The outer ring */}
      <g fill="none">
        <circle
          className="astro-wheel-ink-line"
          cx={center.x}
          cy={center.y}
          r={ring.outer}
          stroke={colors.ink}
          strokeWidth={1.5}
        />
        <circle
          className="astro-wheel-muted-line"
          cx={center.x}
          cy={center.y}
          r={ring.inner}
          stroke={colors.muted}
          strokeWidth={1}
        />
      </g>
      <g className="astro-wheel-ink-line" stroke={colors.ink}>
        {layout.points.map((point) => (
          <g key={point.id}>
            <line {...line(point.tick)} strokeWidth={1.6} />
            {point.connector && <line {...line(point.connector)} strokeWidth={0.7} opacity={0.8} />}
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
        {layout.points.map((point) => (
          <g key={point.id} data-ring-point={point.id}>
            <title>{`${point.label} (${outerName}) ${formatSignPosition(point.lon)}${point.retrograde ? ', retrograde' : ''}`}</title>
            <text
              className="astro-wheel-ink astro-wheel-halo"
              x={r(point.glyphAt.x)}
              y={r(point.glyphAt.y)}
              fontSize={point.isAngle ? layout.labelSize * 1.1 : layout.glyphSize}
              fontWeight={point.isAngle ? 700 : undefined}
              fill={colors.ink}
              strokeWidth={3}
            >
              {point.glyph}
            </text>
            <text
              className="astro-wheel-ink astro-wheel-halo"
              x={r(point.degreesAt.x)}
              y={r(point.degreesAt.y)}
              fontSize={layout.labelSize}
              fill={colors.ink}
            >
              {point.degrees}
            </text>
            <text
              className="astro-wheel-ink astro-wheel-halo"
              x={r(point.minutesAt.x)}
              y={r(point.minutesAt.y)}
              fontSize={layout.labelSize * 0.9}
              fill={colors.muted}
            >
              {point.minutes}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
