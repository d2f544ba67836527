import type { AspectType } from '@astro/astrology';

export interface AspectGlyphProps {
  type: AspectType;
  /** Pixel size of the square icon. */
  size?: number;
  color?: string;
}

// Drawn on a 16×16 grid with strokes in currentColor. The fonts most systems ship lack the
// minor-aspect symbols (⚺ ⚻ ⚼) and often the sextile (⚹), so they are drawn instead.
const PATHS: Record<AspectType, string> = {
  conjunction: 'M6.5 13.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 1 0 0 7M9 7l4.5-4.5',
  opposition: 'M4.5 14a2.5 2.5 0 1 0 0-5 2.5 2.5 0 1 0 0 5M11.5 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 1 0 0 5M6.3 9.7l3.4-3.4',
  trine: 'M8 2.5L14 13.5H2Z',
  square: 'M3 3h10v10H3Z',
  sextile: 'M8 2v12M2.8 5l10.4 6M2.8 11l10.4-6',
  quincunx: 'M3 3h10M3.5 14L8 5l4.5 9',
  'semi-sextile': 'M3 13h10M3.5 2L8 11l4.5-9',
  'semi-square': 'M13 13H3l8-9',
  sesquiquadrate: 'M2 7h6v6H2ZM8 7l6-5M8 7h6',
};

/** An aspect's symbol as a small SVG icon; named for assistive technology by its caller. */
export function AspectGlyph({ type, size = 16, color = 'currentColor' }: AspectGlyphProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      style={{ verticalAlign: 'middle', flexShrink: 0 }}
    >
      <path className={`astro-aspect-glyph-${type}`} d={PATHS[type]} fill="none" stroke={color} strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
