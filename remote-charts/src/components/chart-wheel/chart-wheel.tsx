import { useTheme } from '@mui/material/styles';
import { useId, useMemo, type Ref } from 'react';
import { type Chart, GLYPH_FONT_FAMILY, layoutWheel } from '@astro/astrology';
import { wheelColors } from './wheel-colors';
import { WHEEL_PRINT_CSS, WheelDrawing } from './wheel-drawing';

export interface ChartWheelProps {
  chart: Chart;
  /** False when the birth time is unknown: no houses or angles. */
  showHouses: boolean;
  /** Names the drawing for screen readers and exported files. */
  title: string;
  ref?: Ref<SVGSVGElement>;
}

/** The natal chart wheel as SVG: zodiac ring, houses and angles, planets and aspect lines. */
export function ChartWheel({ chart, showHouses, title, ref }: ChartWheelProps) {
  const theme = useTheme();
  const colors = wheelColors(theme);
  const layout = useMemo(() => layoutWheel(chart, { showHouses }), [chart, showHouses]);
  const id = useId();
  const { size } = layout;

  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-testid="chart-wheel"
      fontFamily={GLYPH_FONT_FAMILY}
      style={{ width: '100%', maxWidth: size, height: 'auto', display: 'block' }}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>
        {showHouses
          ? `Chart wheel with the Ascendant at the left, ${chart.houses.system} houses, ${layout.planets.length} points and ${layout.aspects.length} aspect lines.`
          : `Chart wheel without houses (birth time unknown), 0° Aries at the left, ${layout.planets.length} points and ${layout.aspects.length} aspect lines.`}
      </desc>
      <style>{WHEEL_PRINT_CSS}</style>
      <rect className="astro-wheel-bg" width={size} height={size} fill={colors.background} />
      <WheelDrawing layout={layout} colors={colors} />
    </svg>
  );
}
