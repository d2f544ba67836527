import { render, screen } from '@testing-library/react';
import {
  type Chart,
  loadChartEngine,
  reReadBirth,
} from '@astro/astrology';
import { EINSTEIN_SAVED_WITH_BERLIN_TIME as saved } from '../../../test-support/einstein-birth';
import { BirthDetails } from '../birth-details';

let chart: Chart;
beforeAll(async () => {
  chart = (await loadChartEngine()).computeChart({ utc: new Date('1879-03-14T10:50:04Z'), lat: 48.4, lon: 9 + 59 / 60 });
});

test('the chart says which rule read its clock time, with the offset and UT it gave', () => {
  const birth = reReadBirth(saved);
  expect(birth).toMatchObject({ utc: '1879-03-14T10:50:04.000Z', utcOffsetSeconds: 2396 });
  render(<BirthDetails birth={birth} chart={chart} />);
  expect(screen.getByTestId('birth-details')).toHaveTextContent(
    '1879-03-14, 11:30, local mean time (LMT) at the place’s longitude 9°59′ E, UTC+0:39:56 (1879-03-14 10:50:04 UT) · Ulm, Germany · 48°24′N 9°59′E · Europe/Berlin · Placidus houses',
  );
});

test('a zone history reading names its time, and summer time says so', () => {
  const birth = reReadBirth({ ...saved, date: '1990-07-01', place: { ...saved.place, name: 'Ulm' } });
  render(<BirthDetails birth={birth} chart={chart} />);
  expect(screen.getByTestId('birth-details')).toHaveTextContent('1990-07-01, 11:30, summer time, UTC+2 (1990-07-01 09:30 UT)');
});
