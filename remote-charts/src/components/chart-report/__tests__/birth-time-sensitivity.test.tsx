import { render, screen } from '@testing-library/react';
import { EINSTEIN as einstein } from '../../../test-support/einstein-birth';
import { BirthTimeSensitivity } from '../birth-time-sensitivity';

test('says what would change within half an hour of the birth time, in local clock time', async () => {
  render(<BirthTimeSensitivity birth={einstein} />);
  expect(screen.getByRole('status')).toHaveTextContent('Checking how much the chart depends on the exact birth time…');
  const panel = await screen.findByTestId('birth-time-sensitivity', {}, { timeout: 20_000 });
  expect(panel).toHaveTextContent('If the birth time is off by up to 30 minutes either way');
  // Venus crossed the cusp of the 10th about four minutes before.
  expect(panel.querySelector('[data-factor="house-venus"]')).toHaveTextContent(
    'Venus in the 10th house for births from 11:26 on; in the 11th house before.',
  );
  expect(panel.querySelector('[data-factor="asc-sign"]')).toBeNull();
});

test('for an unknown time, what the day allows: any Ascendant, and the Moon’s course', async () => {
  render(<BirthTimeSensitivity birth={{ ...einstein, time: null, utc: '1879-03-14T11:20:04.000Z' }} />);
  const panel = await screen.findByTestId('birth-time-sensitivity', {}, { timeout: 20_000 });
  expect(panel).toHaveTextContent('over a day the Ascendant passes through all twelve signs');
  expect(panel).toHaveTextContent('The Moon stays in Sagittarius all day');
});
