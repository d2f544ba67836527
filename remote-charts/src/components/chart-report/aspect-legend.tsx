import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ASPECT_INFO, ASPECT_TYPES } from '@astro/astrology';
import { AspectGlyph } from '../aspect-glyph/aspect-glyph';
import { wheelColors } from '../chart-wheel/wheel-colors';

/** Which colour and symbol stands for which aspect. */
export function AspectLegend() {
  const colors = wheelColors(useTheme());
  return (
    <Box component="ul" aria-label="Aspect colours" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {ASPECT_TYPES.map((type) => (
        <Box component="li" key={type} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '0.85rem' }}>
          <AspectGlyph type={type} color={colors.aspects[type]} />
          {ASPECT_INFO[type].label}
        </Box>
      ))}
    </Box>
  );
}
