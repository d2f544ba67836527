import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme, focusRing, isThemeName, PALETTES, THEME_NAMES } from '../themes';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('themes', () => {
  it('offers the six themes of the spec', () => {
    expect(THEME_NAMES).toEqual(['light', 'dark', 'quantum', 'mystic', 'space', 'ancient']);
    expect(isThemeName('mystic')).toBe(true);
    expect(isThemeName('neon')).toBe(false);
  });

  it.each(THEME_NAMES)('%s keeps text contrast at 4.5:1 or more', (name) => {
    const p = PALETTES[name];
    for (const surface of [p.background, p.paper]) {
      expect(contrast(p.text, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.secondaryText, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.primary, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.error, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(THEME_NAMES)('%s keeps the text on a contained error button at 4.5:1 or more', (name) => {
    const { error } = createAppTheme(name).palette;
    expect(error.main).toBe(PALETTES[name].error);
    expect(getContrastRatio(error.contrastText, error.main)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(THEME_NAMES)('%s draws a keyboard focus ring at 3:1 or more on every surface', (name) => {
    const p = PALETTES[name];
    const ring = focusRing(p);
    const colour = ring.outline.split(' ').at(-1)!;
    for (const surface of [p.background, p.paper]) {
      expect(contrast(colour, surface)).toBeGreaterThanOrEqual(3);
    }
    const overrides = createAppTheme(name).components?.MuiButtonBase?.styleOverrides?.root;
    expect(overrides).toEqual({ '&.Mui-focusVisible': ring });
  });

  it('builds distinct MUI themes', () => {
    const backgrounds = new Set(
      THEME_NAMES.map((name) => createAppTheme(name).palette.background.default),
    );
    expect(backgrounds.size).toBe(THEME_NAMES.length);
  });
});
