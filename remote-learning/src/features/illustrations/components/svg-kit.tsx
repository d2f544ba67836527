import { GLYPH_FONT_FAMILY, pointAt } from '@astro/astrology';
import { alpha, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export const GLYPH_FONT = GLYPH_FONT_FAMILY;

/** Point on a circle, angle in degrees counter-clockwise from the left (how chart wheels run). */
export function onCircle(cx: number, cy: number, radius: number, degrees: number) {
  return pointAt({ x: cx, y: cy }, 0, degrees, radius);
}

/** An annular sector between two angles (degrees, same convention as onCircle). */
export function sectorPath(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  from: number,
  to: number,
): string {
  const a = onCircle(cx, cy, outer, from);
  const b = onCircle(cx, cy, outer, to);
  const c = onCircle(cx, cy, inner, to);
  const d = onCircle(cx, cy, inner, from);
  const large = to - from > 180 ? 1 : 0;
  // Increasing angles run counter-clockwise on screen, which is SVG's sweep flag 0.
  return `M${a.x},${a.y} A${outer},${outer} 0 ${large} 0 ${b.x},${b.y} L${c.x},${c.y} A${inner},${inner} 0 ${large} 1 ${d.x},${d.y} Z`;
}

/** Colours taken from the active theme, so every illustration follows the six themes. */
export function useInk() {
  const theme = useTheme();
  const palette = theme.palette;
  return {
    ink: palette.text.primary,
    soft: palette.text.secondary,
    accent: palette.primary.main,
    accent2: palette.secondary.main,
    paper: palette.background.paper,
    fill: (color: string, amount = 0.28) => alpha(color, amount),
    group: [palette.primary.main, palette.secondary.main, palette.success.main, palette.info.main],
  };
}

/** The frame every illustration uses: an accessible SVG with a title. */
export function Figure({
  title,
  size = 300,
  height,
  children,
}: {
  title: string;
  size?: number;
  height?: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${size} ${height ?? size}`}
      role="img"
      aria-label={title}
      width="100%"
      style={{ maxWidth: size, display: 'block' }}
    >
      <title>{title}</title>
      {children}
    </svg>
  );
}
