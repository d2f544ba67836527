import { createAppTheme, PALETTES, type ThemeName } from '@astro/shared';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readThemePreference, saveThemePreference } from '../model/theme-preference';

interface ThemeChoice {
  themeName: ThemeName;
  setThemeName: (name: ThemeName) => void;
}

const ThemeChoiceContext = createContext<ThemeChoice | null>(null);

/** Provides the chosen theme to MUI and keeps the choice in local storage. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [themeName, setThemeState] = useState<ThemeName>(() => readThemePreference());
  const setThemeName = useCallback((name: ThemeName) => {
    saveThemePreference(name);
    setThemeState(name);
  }, []);
  const theme = useMemo(() => createAppTheme(themeName), [themeName]);
  const choice = useMemo(() => ({ themeName, setThemeName }), [themeName, setThemeName]);
  useEffect(() => {
    // The browser chrome (address bar, installed app's title bar) follows the theme too.
    const palette = PALETTES[themeName];
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', palette.background);
    document.documentElement.style.colorScheme = palette.mode;
    document.documentElement.style.backgroundColor = palette.background;
  }, [themeName]);
  return (
    <ThemeChoiceContext value={choice}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <div data-theme={themeName} style={{ display: 'contents' }}>
          {children}
        </div>
      </ThemeProvider>
    </ThemeChoiceContext>
  );
}

export function useThemeChoice(): ThemeChoice {
  const choice = use(ThemeChoiceContext);
  if (!choice) throw new Error('useThemeChoice must be used inside AppThemeProvider');
  return choice;
}
