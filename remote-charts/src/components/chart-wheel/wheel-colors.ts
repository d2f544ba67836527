import type { Theme } from '@mui/material/styles';
import type { AspectType, Element } from '@astro/astrology';

export interface WheelColors {
  background: string;
  ink: string;
  muted: string;
  faint: string;
  elements: Record<Element, string>;
  aspects: Record<AspectType, string>;
}

// Two sets, each at 3:1 or more against the paper colours of its themes (graphics contrast),
// and the glyphs at 4.5:1: pastel on the dark themes, deep tones on the light ones.
const DARK = {
  elements: { fire: '#ff8a80', earth: '#9ccc65', air: '#ffd54f', water: '#64b5f6' },
  aspects: {
    conjunction: '#ffd54f',
    opposition: '#ff6e6e',
    square: '#ff6e6e',
    'semi-square': '#ffab40',
    sesquiquadrate: '#ffab40',
    trine: '#64b5f6',
    sextile: '#4dd0e1',
    quincunx: '#aed581',
    'semi-sextile': '#aed581',
  },
} as const;
const LIGHT = {
  elements: { fire: '#b71c1c', earth: '#2e6b1f', air: '#7a5a00', water: '#0d47a1' },
  aspects: {
    conjunction: '#7a5a00',
    opposition: '#c62828',
    square: '#c62828',
    'semi-square': '#b34700',
    sesquiquadrate: '#b34700',
    trine: '#1565c0',
    sextile: '#00707a',
    quincunx: '#4a7a1a',
    'semi-sextile': '#4a7a1a',
  },
} as const;

/** The wheel's colours for the current MUI theme (and the light set for printing). */
export function wheelColors(theme: Theme): WheelColors {
  const set = theme.palette.mode === 'dark' ? DARK : LIGHT;
  return {
    background: theme.palette.background.paper,
    ink: theme.palette.text.primary,
    muted: theme.palette.text.secondary,
    faint: theme.palette.divider,
    elements: { ...set.elements },
    aspects: { ...set.aspects },
  };
}

export const PRINT_COLORS = { background: '#ffffff', ink: '#000000', muted: '#444444', ...LIGHT };
