import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { WorkedExampleStep as ExampleStep } from '../../../content-schema/lesson-schema';
import {
  aspectInfo,
  ELEMENTS,
  formatPosition,
  houseTheme,
  MODALITIES,
  ordinal,
  pointInfo,
  type PointName,
  POINT_NAMES,
  separation,
} from '../../../lib/zodiac';
import {
  aspectPatterns,
  balance,
  bigThree,
  chartAspects,
  chartRuler,
  occupiedHouses,
  type Placement,
  placements,
} from '../model/chart-facts';
import type { ReadingChart } from '../model/reading-chart';
import { ChartWheel } from './chart-wheel';

export type { ExampleStep };

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function pointLabel(name: string): string {
  if (name === 'ascendant') return 'Ascendant';
  if (name === 'midheaven') return 'Midheaven';
  return (POINT_NAMES as readonly string[]).includes(name)
    ? pointInfo(name as PointName).label
    : name;
}

function where(placement: Placement): string {
  const house = placement.house ? ` in the ${ordinal(placement.house)} house` : '';
  return `${formatPosition(placement.longitude)}${house}`;
}

function Note({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5 }}>{children}</Typography>;
}

export function WorkedExampleStep({ step, chart }: { step: ExampleStep; chart: ReadingChart }) {
  switch (step) {
    case 'overview':
      return <Overview chart={chart} />;
    case 'big-three':
      return <BigThree chart={chart} />;
    case 'chart-ruler':
      return <Ruler chart={chart} />;
    case 'balance':
      return <BalanceStep chart={chart} />;
    case 'houses':
      return <Houses chart={chart} />;
    case 'aspects':
      return <Aspects chart={chart} />;
  }
}

function Overview({ chart }: { chart: ReadingChart }) {
  const list = placements(chart);
  const above = list.filter((p) => p.house !== null && p.house >= 7).length;
  const east = list.filter((p) => p.house !== null && (p.house >= 10 || p.house <= 3)).length;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
        alignItems: 'start',
      }}
    >
      <ChartWheel chart={chart} title={`Chart wheel of ${chart.name}`} />
      <Box>
        <Note>
          {chart.angles
            ? `The birth time is known, so the angles and houses can be read. The Ascendant is at ${formatPosition(chart.angles.asc)} and the Midheaven at ${formatPosition(chart.angles.mc)}.`
            : 'Without a birth time, read the planets by sign and aspect, and leave the houses and angles aside.'}
        </Note>
        {chart.angles && (
          <Note>
            {above} of {list.length} planets are above the horizon (houses 7 to 12) and{' '}
            {list.length - above} below it; {east} are in the eastern half (houses 10 to 3) and{' '}
            {list.length - east} in the western half.{' '}
            {above > list.length / 2 + 1
              ? 'The emphasis above the horizon points outward, to other people and public life.'
              : above < list.length / 2 - 1
                ? 'The emphasis below the horizon points to private life and personal foundations.'
                : 'The planets are fairly evenly spread above and below the horizon.'}
          </Note>
        )}
      </Box>
    </Box>
  );
}

function BigThree({ chart }: { chart: ReadingChart }) {
  const { sun, moon, ascendant, harmony } = bigThree(chart);
  if (!sun || !moon) return null;
  const harmonyText = {
    same: 'They share one element, which suggests a consistent, easily read personality.',
    compatible:
      'Their elements are compatible (fire with air, earth with water), so they mostly work together smoothly.',
    mixed:
      'Their elements mix active and receptive styles, which suggests a more complex person who may come across differently in different settings.',
  }[harmony];
  return (
    <>
      <List dense>
        <ListItem disableGutters>
          <Typography>
            <strong>Sun in {sun.sign.label}</strong> ({where(sun)}): a core drive towards{' '}
            {sun.sign.keywords.join(', ')}
            {sun.house ? `, expressed through ${houseTheme(sun.house)}` : ''}.
          </Typography>
        </ListItem>
        <ListItem disableGutters>
          <Typography>
            <strong>Moon in {moon.sign.label}</strong> ({where(moon)}): emotional needs for{' '}
            {moon.sign.keywords.join(', ')}
            {moon.house ? `, met through ${houseTheme(moon.house)}` : ''}.
          </Typography>
        </ListItem>
        <ListItem disableGutters>
          <Typography>
            {ascendant ? (
              <>
                <strong>{ascendant.label} rising</strong>: meets the world with{' '}
                {ascendant.keywords.join(', ')}.
              </>
            ) : (
              'Rising sign: unknown without a birth time.'
            )}
          </Typography>
        </ListItem>
      </List>
      <Note>
        The big three are{' '}
        {[sun.sign.element, moon.sign.element, ascendant?.element].filter(Boolean).join(', ')}.{' '}
        {harmonyText}
      </Note>
      {separation(sun.longitude, moon.longitude) > 172 && (
        <Note>
          The Sun and the Moon are almost exactly opposite: this is a full-Moon birth, with the pull
          between will and needs that the opposition describes.
        </Note>
      )}
    </>
  );
}

function Ruler({ chart }: { chart: ReadingChart }) {
  const ruler = chartRuler(chart);
  if (!ruler) return <Note>The chart ruler needs the rising sign, and so a birth time.</Note>;
  const { rising, ruler: placement, modern, aspects } = ruler;
  const name = pointInfo(rising.ruler).label;
  return (
    <>
      <Note>
        The rising sign is <strong>{rising.label}</strong>, so the chart ruler is{' '}
        <strong>{name}</strong>
        {modern ? `, with ${pointInfo(modern.point).label} as its modern co-ruler` : ''}.
      </Note>
      {placement && (
        <Note>
          {name} is at {where(placement)}. Its sign adds {placement.sign.keywords.join(', ')} to the
          way this person steers their life
          {placement.house
            ? `, and its house points the life energy towards ${houseTheme(placement.house)}`
            : ''}
          .
          {placement.house && [1, 4, 7, 10].includes(placement.house)
            ? ' It is angular, which makes it especially strong.'
            : ''}
        </Note>
      )}
      {modern && (
        <Note>
          {pointInfo(modern.point).label}, the modern co-ruler, is at {where(modern)}.
        </Note>
      )}
      <Note>
        {aspects.length === 0
          ? `${name} makes no major aspect within the orbs, so it works fairly independently.`
          : `${name}'s closest aspects: ${aspects
              .slice(0, 4)
              .map(
                (a) =>
                  `${aspectInfo(a.aspect).label.toLowerCase()} ${pointLabel(a.a === rising.ruler ? a.b : a.a)} (orb ${a.orb.toFixed(1)}°)`,
              )
              .join('; ')}.`}
      </Note>
    </>
  );
}

function BalanceStep({ chart }: { chart: ReadingChart }) {
  const result = balance(chart);
  const glyphs = (points: PointName[]) => points.map((p) => pointInfo(p).label).join(', ') || '—';
  const asc = result.ascendantSign;
  return (
    <>
      <Table size="small" aria-label="Planets by element and modality">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Group
            </TableCell>
            <TableCell component="th" scope="col">
              Planets
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Count
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ELEMENTS.map((element) => (
            <TableRow key={element}>
              <TableCell component="th" scope="row">
                {capital(element)}
              </TableCell>
              <TableCell>
                {glyphs(result.elements[element])}
                {asc?.element === element ? ' + Ascendant' : ''}
              </TableCell>
              <TableCell align="right">
                {result.elements[element].length + (asc?.element === element ? 1 : 0)}
              </TableCell>
            </TableRow>
          ))}
          {MODALITIES.map((modality) => (
            <TableRow key={modality}>
              <TableCell component="th" scope="row">
                {capital(modality)}
              </TableCell>
              <TableCell>
                {glyphs(result.modalities[modality])}
                {asc?.modality === modality ? ' + Ascendant' : ''}
              </TableCell>
              <TableCell align="right">
                {result.modalities[modality].length + (asc?.modality === modality ? 1 : 0)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ mt: 2 }}>
        <Note>
          {result.dominantElement
            ? `The strongest element is ${result.dominantElement}. `
            : 'No single element dominates. '}
          {result.missingElements.length > 0
            ? `${result.missingElements.map(capital).join(' and ')} ${result.missingElements.length > 1 ? 'are' : 'is'} missing, a gap worth exploring.`
            : 'Every element is represented.'}{' '}
          {result.dominantModality
            ? `The strongest modality is ${result.dominantModality}.`
            : 'No single modality dominates.'}
        </Note>
      </Box>
    </>
  );
}

function Houses({ chart }: { chart: ReadingChart }) {
  const list = placements(chart, POINT_NAMES);
  const busy = occupiedHouses(chart).filter((entry) => entry.points.length >= 2);
  return (
    <>
      <Table size="small" aria-label="Planets with their signs and houses">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Planet
            </TableCell>
            <TableCell component="th" scope="col">
              Position
            </TableCell>
            <TableCell component="th" scope="col">
              House
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((placement) => (
            <TableRow key={placement.point}>
              <TableCell component="th" scope="row">
                {pointInfo(placement.point).label}
              </TableCell>
              <TableCell>{formatPosition(placement.longitude)}</TableCell>
              <TableCell>
                {placement.house
                  ? `${ordinal(placement.house)} – ${houseTheme(placement.house)}`
                  : 'unknown'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ mt: 2 }}>
        <Note>
          {!chart.cusps
            ? 'Houses need a birth time, so this chart is read by sign only.'
            : busy.length === 0
              ? 'No house holds more than one planet, so the energy is spread widely.'
              : `Busiest houses: ${busy.map((entry) => `the ${ordinal(entry.house)} (${entry.points.map((p) => pointInfo(p).label).join(', ')})`).join('; ')}. These areas of life take a lot of attention.`}
        </Note>
      </Box>
    </>
  );
}

function Aspects({ chart }: { chart: ReadingChart }) {
  const aspects = chartAspects(chart).slice(0, 8);
  const patterns = aspectPatterns(chart);
  return (
    <>
      <Typography variant="h6" component="h3" gutterBottom>
        Closest major aspects
      </Typography>
      <List dense>
        {aspects.map((aspect) => (
          <ListItem key={`${aspect.a}-${aspect.b}`} disableGutters>
            <Typography>
              {pointLabel(aspect.a)} {aspectInfo(aspect.aspect).label.toLowerCase()}{' '}
              {pointLabel(aspect.b)}, orb {aspect.orb.toFixed(1)}° –{' '}
              {aspectInfo(aspect.aspect).nature}
            </Typography>
          </ListItem>
        ))}
      </List>
      <Typography variant="h6" component="h3" gutterBottom>
        Patterns
      </Typography>
      <Note>
        {patterns.length === 0
          ? 'No T-square, grand trine, grand cross or stellium among the planets: the aspects work as separate conversations.'
          : patterns
              .map(
                (p) =>
                  `${p.pattern}: ${p.points.map(pointLabel).join(', ')}${p.apex ? ` (apex ${pointLabel(p.apex)})` : ''}`,
              )
              .join('. ') + '.'}
      </Note>
    </>
  );
}
