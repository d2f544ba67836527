import Typography from '@mui/material/Typography';
import {
  type Chart,
  describeBirthReading,
  formatUniversalTime,
  HOUSE_SYSTEM_LABELS,
} from '@astro/astrology';
import type { BirthData } from '../../lib/birth-data/birth-data';

function coordinate(value: number, positive: string, negative: string): string {
  const minutes = Math.round(Math.abs(value) * 60);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′${value < 0 ? negative : positive}`;
}

/** One line with the data the chart was cast from, and the rule its clock time was read with. */
export function BirthDetails({ birth, chart }: { birth: BirthData; chart: Chart }) {
  const time = birth.time === null ? 'time unknown (noon)' : birth.time;
  const houses = birth.time === null ? 'no houses' : `${HOUSE_SYSTEM_LABELS[chart.houses.system]} houses`;
  return (
    <Typography color="text.secondary" data-testid="birth-details">
      {birth.date}, {time}, {describeBirthReading(birth)} ({formatUniversalTime(new Date(birth.utc))}) ·{' '}
      {birth.place.name} · {coordinate(birth.place.lat, 'N', 'S')} {coordinate(birth.place.lon, 'E', 'W')} · {birth.place.timeZone} · {houses}
    </Typography>
  );
}
