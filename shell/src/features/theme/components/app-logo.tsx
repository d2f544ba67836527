import { PALETTES } from '@astro/shared';
import Box from '@mui/material/Box';
import { Link as RouterLink } from '@astro/shared';
import { useThemeChoice } from './app-theme-provider';

/**
 * The logo follows the theme: the mark takes the palette's accents and the ancient theme gets
 * a sun in place of the star, so it reads well on every background.
 */
export function AppLogo() {
  const { themeName } = useThemeChoice();
  const palette = PALETTES[themeName];
  const solar = themeName === 'ancient' || themeName === 'light';
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Astro home"
      data-logo={themeName}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 1 }}
    >
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill={palette.paper} stroke={palette.primary} strokeWidth="3" />
        <ellipse cx="32" cy="32" rx="24" ry="9" fill="none" stroke={palette.secondary} strokeWidth="2.5" transform="rotate(-25 32 32)" />
        {solar ? (
          <circle cx="32" cy="32" r="9" fill={palette.primary} />
        ) : (
          <path d="M32 16 L35.5 28.5 L48 32 L35.5 35.5 L32 48 L28.5 35.5 L16 32 L28.5 28.5 Z" fill={palette.primary} />
        )}
      </svg>
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '0.02em' }}>
        Astro
      </Box>
    </Box>
  );
}
