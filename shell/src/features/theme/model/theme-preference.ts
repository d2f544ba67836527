import { DEFAULT_THEME, isThemeName, THEME_STORAGE_KEY, type ThemeName } from '@astro/shared';

/** The saved theme, or the default when nothing (or something unknown) is stored. */
export function readThemePreference(storage: Pick<Storage, 'getItem'> = window.localStorage): ThemeName {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return isThemeName(stored) ? stored : DEFAULT_THEME;
  } catch {
    // Storage can be blocked (private mode, strict settings): fall back to the default theme.
    return DEFAULT_THEME;
  }
}

export function saveThemePreference(name: ThemeName, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, name);
  } catch {
    // Not being able to remember the choice must not stop the switch itself.
  }
}
