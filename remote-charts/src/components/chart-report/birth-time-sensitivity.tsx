import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  birthTimeSensitivity,
  type Chart,
  formatSignPosition,
  loadChartEngine,
  moonOverDay,
  type MoonOverDay,
  sensitiveFactors,
  type SensitivityFactor,
} from '@astro/astrology';
import type { BirthData } from '../../lib/birth-data/birth-data';
import { describeSensitivity, localClock } from '../../lib/birth-time/describe-sensitivity';

/** How far either way a recorded birth time is commonly off: rounded to the half hour, or remembered. */
export const SENSITIVITY_MINUTES = 30;
const DAY_MS = 86_400_000;

type Outcome =
  | { kind: 'known'; changing: SensitivityFactor[] }
  | { kind: 'unknown'; moon: MoonOverDay }
  | { kind: 'error' };

/** The local day of the birth date, as UT instants, at the birth's UTC offset. */
function localDay(birth: BirthData): { start: Date; end: Date } {
  const start = Date.parse(`${birth.date}T00:00:00Z`) - birth.utcOffsetSeconds * 1000;
  return { start: new Date(start), end: new Date(start + DAY_MS - 1000) };
}

function computeOutcome(birth: BirthData, castAt: (utc: Date) => Chart): Outcome {
  if (birth.time === null) {
    const { start, end } = localDay(birth);
    return { kind: 'unknown', moon: moonOverDay(castAt, start, end) };
  }
  const utc = new Date(birth.utc);
  return { kind: 'known', changing: sensitiveFactors(birthTimeSensitivity(castAt, utc, SENSITIVITY_MINUTES), utc) };
}

function MoonSentence({ moon, offsetSeconds }: { moon: MoonOverDay; offsetSeconds: number }) {
  const [first, ...later] = moon.signs;
  const range = `from ${formatSignPosition(moon.startLon)} to ${formatSignPosition(moon.endLon)}`;
  if (later.length === 0) {
    return <>The Moon stays in {first.sign} all day, moving {range}.</>;
  }
  const changes = later.map((entry) => `in ${entry.sign} from ${localClock(entry.from, offsetSeconds, 'up')}`).join(', then ');
  return (
    <>
      The Moon is in {first.sign} at the start of the day, then {changes}: it moves {range}.
    </>
  );
}

/**
 * How sure the chart is: what would change if the recorded birth time is off by up to half an
 * hour, and for an unknown time what the day allows. Worked out after the chart is shown, from
 * about a hundred charts cast around the birth time.
 */
export function BirthTimeSensitivity({ birth }: { birth: BirthData }) {
  const [outcome, setOutcome] = useState<{ key: string; value: Outcome } | null>(null);
  const key = [birth.utc, birth.time ?? 'unknown', birth.place.lat, birth.place.lon, birth.houseSystem].join('|');

  useEffect(() => {
    let active = true;
    // After the chart has painted: this is a second look, not what the reader waits for.
    const timer = setTimeout(() => {
      const utc = new Date(birth.utc);
      const span = { from: new Date(utc.getTime() - DAY_MS), to: new Date(utc.getTime() + DAY_MS) };
      loadChartEngine(undefined, span)
        .then((engine) => {
          const castAt = (at: Date) =>
            engine.computeChart({ utc: at, lat: birth.place.lat, lon: birth.place.lon, houses: birth.houseSystem });
          const value = computeOutcome(birth, castAt);
          if (active) setOutcome({ key, value });
        })
        .catch(() => active && setOutcome({ key, value: { kind: 'error' } }));
    }, 0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [birth, key]);

  const current = outcome?.key === key ? outcome.value : null;
  if (!current) {
    return (
      <Typography color="text.secondary" role="status">
        Checking how much the chart depends on the exact birth time…
      </Typography>
    );
  }
  if (current.kind === 'error') {
    return <Alert severity="warning">The birth-time check could not be worked out for this date.</Alert>;
  }
  if (current.kind === 'unknown') {
    return (
      <Typography data-testid="birth-time-sensitivity">
        The birth time is unknown, so the Ascendant, the Midheaven and the houses cannot be known: over a day the
        Ascendant passes through all twelve signs. <MoonSentence moon={current.moon} offsetSeconds={birth.utcOffsetSeconds} />
      </Typography>
    );
  }
  if (current.changing.length === 0) {
    return (
      <Typography data-testid="birth-time-sensitivity">
        Nothing shown here changes if the birth time is off by up to {SENSITIVITY_MINUTES} minutes either way: the
        Ascendant, the Midheaven, the Moon’s sign, every house placement and the aspects to the angles all hold.
      </Typography>
    );
  }
  return (
    <Box data-testid="birth-time-sensitivity">
      <Typography gutterBottom>
        If the birth time is off by up to {SENSITIVITY_MINUTES} minutes either way, {current.changing.length === 1 ? 'this changes' : `these ${current.changing.length} things change`}{' '}
        (local clock times):
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {current.changing.map((factor) => (
          <Typography component="li" key={factor.factor} data-factor={factor.factor}>
            {describeSensitivity(factor, birth.utcOffsetSeconds)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
