import { Link as RouterLink, Page } from '@astro/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  ASPECTS,
  HOUSES,
  OTHER_POINTS,
  PLANETS,
  SIGNS,
  type PlanetInfo,
} from '../model/astrology-reference';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ mb: 5, '& > p': { mb: 1.5, maxWidth: 800 } }}
    >
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Glyph({ glyph }: { glyph: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: '1.6em', fontSize: '1.2em', color: 'primary.main' }}
    >
      {glyph}
    </Box>
  );
}

function BodyList({ bodies }: { bodies: PlanetInfo[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
      }}
    >
      {bodies.map((body) => (
        <Paper component="li" variant="outlined" key={body.name} sx={{ p: 2 }}>
          <Typography component="h3" variant="h6">
            <Glyph glyph={body.glyph} />
            {body.name}
          </Typography>
          <Typography>{body.meaning}</Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            {body.motion}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

const readingSteps = [
  {
    title: 'Check the birth data',
    text: 'Date, exact time and place. Without a reliable time, skip the houses and the Ascendant and read signs and aspects only.',
  },
  {
    title: 'Start with the “big three”',
    text: 'The Sun (what drives you), the Moon (what you need) and the Ascendant (how you meet the world) give a first sketch of the whole chart.',
  },
  {
    title: 'Weigh the elements and modalities',
    text: 'Count the planets in fire, earth, air and water, and in cardinal, fixed and mutable signs. A strong emphasis, or a missing element, colours everything else.',
  },
  {
    title: 'Find the chart ruler',
    text: 'The planet that rules the sign on the Ascendant is the chart ruler. Its sign, house and aspects show where much of the life story is played out.',
  },
  {
    title: 'Read each planet as a sentence',
    text: 'Planet = what (a kind of energy), sign = how (its style), house = where (the area of life). “Mars in Gemini in the 10th house”: drive, expressed through words and ideas, in career and public life.',
  },
  {
    title: 'Add the aspects, tightest first',
    text: 'Aspects show which planets talk to each other. Begin with the smallest orbs and with aspects to the Sun, Moon and chart ruler; look for patterns such as a T-square or grand trine.',
  },
  {
    title: 'Look for repeated themes',
    text: 'A theme that appears three times — by sign, by house and by aspect — matters more than any single placement. A good reading is a synthesis, not a list.',
  },
];

export default function AstrologyPage() {
  return (
    <Page
      title="Astrology"
      description="An introduction to astrology: the twelve signs, the planets, the houses, the aspects, and how a natal chart is read step by step."
    >
      <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 3, maxWidth: 820 }}>
        A natal chart is a map of the sky at the moment and place of your birth. Astrology reads
        that map as a symbolic language: planets for the parts of a person, signs for how they act,
        houses for where in life, and aspects for how they work together.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 5 }}>
        <Button component={RouterLink} to="/calculate" variant="contained" size="large">
          Calculate your chart
        </Button>
        <Button component={RouterLink} to="/learning" variant="outlined" size="large">
          Start the lessons
        </Button>
      </Stack>

      <Section id="astrology-sky" title="The sky behind the symbols">
        <Typography component="p">
          Seen from Earth, the Sun appears to travel once a year along a path through the stars
          called the ecliptic. The Moon and planets stay close to the same path. Western astrology
          divides it into twelve signs of 30° each, starting at the point where the Sun crosses the
          celestial equator in March. This is the tropical zodiac: it is tied to the seasons, not to
          the constellations, which over two millennia have drifted by almost a whole sign because
          of the slow wobble of the Earth’s axis.
        </Typography>
        <Typography component="p">
          Your chart records where each body stood on that circle at your birth, and how the circle
          was turned against your local horizon. That second part depends on the exact time and
          place, which is why astrologers care so much about the birth time.
        </Typography>
      </Section>

      <Section id="astrology-signs" title="The twelve signs">
        <Typography component="p">
          Each sign combines one of four <strong>elements</strong> — fire (enthusiasm), earth
          (practicality), air (ideas and connection), water (feeling) — with one of three{' '}
          <strong>modalities</strong>: cardinal signs start things, fixed signs sustain them,
          mutable signs adapt them. No two signs share the same pair.
        </Typography>
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <caption>
              The signs of the tropical zodiac, with the approximate dates of the Sun’s stay in each
            </caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Sign</TableCell>
                <TableCell scope="col">Sun’s dates</TableCell>
                <TableCell scope="col">Element</TableCell>
                <TableCell scope="col">Modality</TableCell>
                <TableCell scope="col">Ruler</TableCell>
                <TableCell scope="col">Keywords</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {SIGNS.map((sign) => (
                <TableRow key={sign.name}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
                  >
                    <Glyph glyph={sign.glyph} />
                    {sign.name}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{sign.dates}</TableCell>
                  <TableCell>{sign.element}</TableCell>
                  <TableCell>{sign.modality}</TableCell>
                  <TableCell>{sign.ruler}</TableCell>
                  <TableCell>{sign.keywords}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>

      <Section id="astrology-planets" title="The planets">
        <Typography component="p">
          In astrology the Sun and Moon count as “planets” too. The fast, inner planets describe
          personal matters; the slow outer planets stay in a sign for years and describe whole
          generations — they become personal through their house and their aspects to the inner
          planets.
        </Typography>
        <BodyList bodies={PLANETS} />
        <Typography variant="h3" sx={{ mt: 3, mb: 2 }}>
          Other points in the chart
        </Typography>
        <BodyList bodies={OTHER_POINTS} />
      </Section>

      <Section id="astrology-houses" title="The houses">
        <Typography component="p">
          The houses divide the sky as seen from your birthplace into twelve areas of life. The
          horizon forms the main axis: the Ascendant in the east begins the first house, the
          Descendant in the west the seventh. The meridian gives the Midheaven (top) and the IC
          (bottom). House systems differ in how they divide the space between these angles;
          Placidus, the app’s default, divides it by time, Whole Sign simply makes each sign one
          house.
        </Typography>
        <Box
          component="ol"
          sx={{ pl: 3, columns: { md: 2 }, columnGap: 4, '& li': { mb: 1, breakInside: 'avoid' } }}
        >
          {HOUSES.map((house) => (
            <li key={house.number}>
              <Typography>
                <strong>House {house.number}.</strong> {house.themes}
              </Typography>
            </li>
          ))}
        </Box>
      </Section>

      <Section id="astrology-aspects" title="The aspects">
        <Typography component="p">
          Aspects are particular angles between two points of the chart, measured along the zodiac.
          They rarely fall exactly: the <strong>orb</strong> is the allowed distance from exactness,
          and the closer the aspect, the stronger it is read. An aspect is <strong>applying</strong>{' '}
          while the faster planet moves towards exactness and <strong>separating</strong> once it
          has passed.
        </Typography>
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <caption>Major and minor aspects, with typical orbs</caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Aspect</TableCell>
                <TableCell scope="col">Angle</TableCell>
                <TableCell scope="col">Typical orb</TableCell>
                <TableCell scope="col">Meaning</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ASPECTS.map((aspect) => (
                <TableRow key={aspect.name}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {aspect.name}
                    {!aspect.major && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        (minor)
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{aspect.angle}°</TableCell>
                  <TableCell>{aspect.orb}</TableCell>
                  <TableCell>{aspect.nature}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>

      <Section id="astrology-reading" title="How a chart is read">
        <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 2 } }}>
          {readingSteps.map((step) => (
            <li key={step.title}>
              <Typography component="h3" variant="h6">
                {step.title}
              </Typography>
              <Typography>{step.text}</Typography>
            </li>
          ))}
        </Box>
      </Section>

      <Paper component="section" aria-labelledby="astrology-next" variant="outlined" sx={{ p: 3 }}>
        <Typography id="astrology-next" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
          Try it on your own chart
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Calculate your chart with arcsecond precision, then work through the lessons: they use
          your own saved chart as the example. Astrology is a language for reflection, not a
          prediction or a substitute for professional advice — read it with curiosity.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/calculate" variant="contained">
            Calculate a chart
          </Button>
          <Button component={RouterLink} to="/learning" variant="outlined">
            Go to Learning
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}
