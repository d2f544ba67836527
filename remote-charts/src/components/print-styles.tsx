import GlobalStyles from '@mui/material/GlobalStyles';
import { PRINT_COLORS } from './chart-wheel/wheel-colors';

/**
 * Print a chart page as a clean sheet: black text on white, no app bars, menus or buttons.
 * The dark themes' light text would vanish on paper, so every colour is reset for print.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, nav, footer, .MuiAppBar-root, .MuiDrawer-root, .MuiSnackbar-root, .MuiFab-root, [data-print-hide]': {
            display: 'none !important',
          },
          'html, body': { background: '#fff !important' },
          'body *:not(svg *)': {
            color: '#000 !important',
            backgroundColor: 'transparent !important',
            boxShadow: 'none !important',
            borderColor: '#888 !important',
          },
          ...Object.fromEntries(
            Object.entries(PRINT_COLORS.aspects).map(([type, colour]) => [`.astro-aspect-glyph-${type}`, { stroke: `${colour} !important` }]),
          ),
          '[data-testid="chart-report"] section': { breakInside: 'avoid' },
          '@page': { margin: '12mm' },
        },
      }}
    />
  );
}
