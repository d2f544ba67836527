import {
  ACCURACY_ANGLES,
  type AccuracySummary,
  BODY_INFO,
  BODY_NAMES,
  HOUSE_SYSTEM_LABELS,
  HOUSE_SYSTEMS,
  type WorstErrors,
} from '@astro/astrology';
import { LoadError, Page } from '@astro/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useAccuracySummary } from '../api/accuracy-api';
import { Bullets } from './legal-document';
import { TextLink } from './text-link';

const ANGLE_LABELS: Record<(typeof ACCURACY_ANGLES)[number], string> = {
  asc: 'Ascendant',
  mc: 'Midheaven (MC)',
  vertex: 'Vertex',
};

/** Arcseconds as the tables show them: two decimals, and "< 0.01″" rather than a bare 0.00. */
export function formatArcseconds(value: number): string {
  return value < 0.005 ? '< 0.01″' : `${value.toFixed(2)}″`;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5, maxWidth: 760 }}>{children}</Typography>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

interface ErrorTableProps {
  caption: string;
  summary: AccuracySummary;
  rows: { key: string; label: string; pick: (errors: WorstErrors) => number }[];
}

/** Rows of one kind of point: the worst over all the years, then one column per century. */
function ErrorTable({ caption, summary, rows }: ErrorTableProps) {
  return (
    // On a phone the table scrolls sideways inside its frame: the frame takes keyboard focus, so
    // the arrow keys scroll it, and is named for screen readers.
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ mb: 2 }}>
      {/* Narrow cells, so that a phone shows as many columns as fit. */}
      <Table size="small" sx={{ '& td, & th': { px: 1, whiteSpace: 'nowrap' } }}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Point</TableCell>
            {/* First, so that a phone shows it even when the centuries scroll sideways. */}
            <TableCell scope="col" align="right">
              All years
            </TableCell>
            {summary.centuries.map((century) => (
              <TableCell key={century.from} scope="col" align="right">
                <abbr title={`${century.from} to ${century.to}`}>{century.from}s</abbr>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatArcseconds(row.pick(summary.overall))}
              </TableCell>
              {summary.centuries.map((century) => (
                <TableCell key={century.from} align="right">
                  {formatArcseconds(row.pick(century))}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Report({ summary }: { summary: AccuracySummary }) {
  const first = summary.centuries[0]!;
  const last = summary.centuries[summary.centuries.length - 1]!;
  const worstBody = Math.max(...Object.values(summary.overall.bodies));
  return (
    <>
      <P>
        Across {summary.overall.charts} reference charts from {first.from} to {last.to}, no planet
        or point is further than <strong>{formatArcseconds(worstBody)}</strong> from where Swiss
        Ephemeris puts it. The tables give the largest difference found for each, per century and
        over all the years.
      </P>

      <Section title="Planets and points">
        <ErrorTable
          caption="Largest difference in ecliptic longitude from Swiss Ephemeris, in arcseconds"
          summary={summary}
          rows={BODY_NAMES.map((body) => ({
            key: body,
            label: BODY_INFO[body].label,
            pick: (errors) => errors.bodies[body],
          }))}
        />
      </Section>

      <Section title="Houses and angles">
        <ErrorTable
          caption="Largest difference over the twelve cusps, and for each angle, in arcseconds"
          summary={summary}
          rows={[
            ...HOUSE_SYSTEMS.map((system) => ({
              key: system,
              label: `${HOUSE_SYSTEM_LABELS[system]} houses`,
              pick: (errors: WorstErrors) => errors.houses[system],
            })),
            ...ACCURACY_ANGLES.map((angle) => ({
              key: angle,
              label: ANGLE_LABELS[angle],
              pick: (errors: WorstErrors) => errors.angles[angle],
            })),
          ]}
        />
      </Section>

      <Section title="Reference data">
        <P>
          The reference positions come from {summary.reference.source}: apparent geocentric
          positions in the tropical zodiac, for the same moment and place as our own.
        </P>
        <Bullets>
          {summary.reference.sets.map((set) => (
            <li key={set.name}>
              <strong>
                {set.name} ({set.charts})
              </strong>
              : {set.about}
            </li>
          ))}
        </Bullets>
        <P>
          Measured on {dateFormat.format(new Date(summary.generatedAt))}, when this version of the
          app was built. Time zones come from the IANA tz database, release {summary.tzdata}.
        </P>
      </Section>
    </>
  );
}

export default function AccuracyPage() {
  const report = useAccuracySummary();
  return (
    <Page
      title="Chart Accuracy"
      description="How closely Astro's charts agree with Swiss Ephemeris, per planet, house system and century, and how a birth time becomes the moment a chart is cast for."
    >
      <P>
        Every chart in Astro is calculated in your browser by our own engine. Each time the app is
        built, that engine casts hundreds of reference charts again and compares them with Swiss
        Ephemeris, the standard that professional astrology software is measured against. This page
        is generated from that comparison, so it always describes the version you are using.
      </P>

      <Section title="What the numbers mean">
        <Bullets>
          <li>
            A degree of the zodiac has 60 arcminutes (′), and an arcminute has 60 arcseconds (″).
            Charts show positions to the arcminute, so a difference under one arcsecond can never
            change a number you see.
          </li>
          <li>
            The Moon, the fastest body, moves about one arcsecond every two seconds of time, and the
            Ascendant about fifteen arcseconds per second. A birth time recorded to the minute is
            therefore far less certain than any difference below.
          </li>
          <li>
            That is why every chart also shows “How sure is this chart?”: what would change if the
            birth time were off by up to half an hour.
          </li>
        </Bullets>
      </Section>

      {report.status === 'loaded' ? (
        <Report summary={report.summary} />
      ) : report.status === 'failed' ? (
        <LoadError
          message="The accuracy report could not be loaded. Please check your connection and try again."
          onRetry={report.retry}
        />
      ) : (
        <Typography role="status">Loading the accuracy report…</Typography>
      )}

      <Section title="From a birth certificate to a moment in time">
        <P>
          A birth time is the clock on the wall where the birth happened. To find the moment a chart
          is cast for, the app reads the history of the birthplace’s time zone in the IANA tz
          database, including its records from before 1970:
        </P>
        <Bullets>
          <li>
            From the place’s first standard time on, its zone’s history applies as recorded: summer
            time, war time, double summer time and local legal times.
          </li>
          <li>
            Before that, clocks showed local mean time, which depends on longitude: four minutes for
            each degree. The app uses the birthplace’s own mean time, not that of the zone’s main
            city. Ulm in 1879 was 39 minutes 56 seconds ahead of Greenwich, where Berlin was 53
            minutes 28 seconds ahead.
          </li>
          <li>
            When clocks went forward or back, a time can be missing or happen twice; the app then
            asks which one was meant.
          </li>
          <li>
            You can always correct the coordinates, choose another time zone or enter a fixed offset
            from UTC yourself, on <TextLink to="/calculate">Calculate</TextLink> or when editing a
            saved chart. Each chart says which rule gave its time.
          </li>
        </Bullets>
      </Section>
    </Page>
  );
}
