import { createTheme, type Theme } from '@mui/material/styles';

import { type ThemeName } from './theme-names';

export * from './theme-names';

interface Palette {
  mode: 'light' | 'dark';
  background: string;
  paper: string;
  text: string;
  secondaryText: string;
  primary: string;
  secondary: string;
  /** Error text and outlined error buttons sit on both surfaces; contained ones carry text. */
  error: string;
  label: string;
}

/**
 * Each palette keeps body, secondary and error text at 4.5:1 or more against both background and
 * paper (checked by the theme unit test), so every theme stays readable. MUI's own error reds
 * fall short on some of these surfaces (and under white text on a dark theme's contained button).
 */
export const PALETTES: Record<ThemeName, Palette> = {
  light: {
    mode: 'light',
    background: '#f7f7fb',
    paper: '#ffffff',
    text: '#1b1b2f',
    secondaryText: '#4a4a63',
    primary: '#4b3fb5',
    secondary: '#8a2d6b',
    error: '#c62828',
    label: 'Light',
  },
  dark: {
    mode: 'dark',
    background: '#121218',
    paper: '#1c1c26',
    text: '#ececf4',
    secondaryText: '#b4b4c8',
    primary: '#a99bff',
    secondary: '#f48fb1',
    error: '#ff7961',
    label: 'Dark',
  },
  quantum: {
    mode: 'dark',
    background: '#041a1f',
    paper: '#0a2a31',
    text: '#e0fbff',
    secondaryText: '#9fd8e0',
    primary: '#4fe3d0',
    secondary: '#ffd36e',
    error: '#ff7961',
    label: 'Quantum',
  },
  mystic: {
    mode: 'dark',
    background: '#1d0f2b',
    paper: '#2a1840',
    text: '#f3e9ff',
    secondaryText: '#cdb8e6',
    primary: '#d6a8ff',
    secondary: '#ffb3d1',
    error: '#ff7961',
    label: 'Mystic',
  },
  space: {
    mode: 'dark',
    background: '#0b1026',
    paper: '#141b3a',
    text: '#e8ecff',
    secondaryText: '#aab4dc',
    primary: '#8fb0ff',
    secondary: '#ffcf70',
    error: '#ff7961',
    label: 'Space',
  },
  ancient: {
    mode: 'light',
    background: '#f4ecd8',
    paper: '#fbf6e9',
    text: '#2e2414',
    secondaryText: '#5a4a2e',
    primary: '#7a4b12',
    secondary: '#6b2d2d',
    error: '#b3261e',
    label: 'Ancient',
  },
};

export function createAppTheme(name: ThemeName): Theme {
  const p = PALETTES[name];
  return createTheme({
    palette: {
      mode: p.mode,
      primary: { main: p.primary },
      secondary: { main: p.secondary },
      error: { main: p.error },
      background: { default: p.background, paper: p.paper },
      text: { primary: p.text, secondary: p.secondaryText },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.4rem', fontWeight: 700 },
      h2: { fontSize: '1.9rem', fontWeight: 700 },
      h3: { fontSize: '1.5rem', fontWeight: 600 },
    },
    components: {
      // MUI's buttons, links, tabs and menu items clear the browser's outline and show only a
      // faint ripple on keyboard focus; one ring for every focusable thing replaces it.
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': focusRing(p),
          // A heading focused after navigation is a reading position, not a control.
          'h1[tabindex="-1"]:focus': { outline: 'none' },
        },
      },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing(p) } } },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing(p) } } },
      // A table's scroll box must contain its visually hidden labels (absolutely placed): without
      // a positioned box they escape the scrolling and widen a phone's page.
      MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
    },
  });
}

/**
 * The keyboard focus ring: the theme's primary colour, which keeps 3:1 or more against both the
 * background and paper (the theme test checks it), drawn outside the element so it never sits on
 * the element's own fill.
 */
export function focusRing(p: Pick<Palette, 'primary'>) {
  return { outline: `3px solid ${p.primary}`, outlineOffset: '2px' } as const;
}
