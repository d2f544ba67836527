// Kept apart from the MUI themes so build scripts can read the names without loading MUI.
export const THEME_NAMES = ['light', 'dark', 'quantum', 'mystic', 'space', 'ancient'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** The spec gives two defaults (dark in the shell, space in app routing); the app uses space. */
export const DEFAULT_THEME: ThemeName = 'space';
export const THEME_STORAGE_KEY = 'theme';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
