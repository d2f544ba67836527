import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Illustration } from '../../../content-schema/lesson-schema';
import { ChartWheel, EXAMPLE_CHART } from '../../natal-reading';
import { AspectAngles, AspectPattern } from './aspect-diagrams';
import { GlyphRow } from './glyph-row';
import { HouseWheel } from './house-wheel';
import { EclipticDiagram, LunarNodesDiagram, MoonPhases, RetrogradeLoop } from './sky-diagrams';
import { ZodiacWheel } from './zodiac-wheel';

function Drawing({ illustration }: { illustration: Illustration }) {
  const title = illustration.caption;
  switch (illustration.kind) {
    case 'zodiac-wheel':
      return (
        <ZodiacWheel
          colorBy={illustration.colorBy}
          highlight={illustration.highlight}
          title={title}
        />
      );
    case 'glyphs':
      return <GlyphRow items={illustration.items} title={title} />;
    case 'house-wheel':
      return (
        <HouseWheel
          highlight={illustration.highlight}
          showAngles={illustration.showAngles}
          title={title}
        />
      );
    case 'aspect-angles':
      return <AspectAngles aspects={illustration.aspects} title={title} />;
    case 'aspect-pattern':
      return <AspectPattern pattern={illustration.pattern} title={title} />;
    case 'ecliptic':
      return <EclipticDiagram title={title} />;
    case 'lunar-nodes':
      return <LunarNodesDiagram title={title} />;
    case 'retrograde-loop':
      return <RetrogradeLoop title={title} />;
    case 'moon-phases':
      return <MoonPhases title={title} />;
    case 'example-chart':
      return <ChartWheel chart={EXAMPLE_CHART} title={title} />;
  }
}

/** A lesson's illustration with its caption, drawn in the active theme's colours. */
export default function LessonIllustration({ illustration }: { illustration: Illustration }) {
  return (
    <Box
      component="figure"
      data-illustration={illustration.kind}
      sx={{ m: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
    >
      <Drawing illustration={illustration} />
      <Typography
        component="figcaption"
        variant="body2"
        color="text.secondary"
        sx={{ textAlign: 'center', maxWidth: 420 }}
      >
        {illustration.caption}
      </Typography>
    </Box>
  );
}
