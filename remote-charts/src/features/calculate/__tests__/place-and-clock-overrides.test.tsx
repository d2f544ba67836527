import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { BirthPlace } from '../../../lib/birth-data/birth-data';
import { type BirthFormValues, EMPTY_BIRTH_FORM, validateBirthForm } from '../model/birth-form';
import { formInstant } from '../model/form-instant';
import { PlaceAndClockOverrides } from '../components/place-and-clock-overrides';

const berlin: BirthPlace = { name: 'Berlin, Germany', lat: 52.52437, lon: 13.41053, timeZone: 'Europe/Berlin' };

/** The overrides over form values, with the live reading the calculate page shows beside them. */
function Harness() {
  const [values, setValues] = useState<BirthFormValues>({ ...EMPTY_BIRTH_FORM, name: 'A', date: '1879-03-14', time: '11:30', place: berlin });
  const set = (patch: Partial<BirthFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const instant = formInstant(values);
  const errors = validateBirthForm(values).errors;
  return (
    <>
      <PlaceAndClockOverrides
        place={values.place!}
        clockRule={values.clockRule}
        utcOffset={values.utcOffset}
        offsetError={errors.utcOffset}
        onPlace={(place) => set({ place })}
        onClockRule={(clockRule) => set({ clockRule })}
        onUtcOffset={(utcOffset) => set({ utcOffset })}
        onUtcOffsetBlur={() => undefined}
      />
      <output data-testid="reading">{instant?.kind === 'unique' ? instant.explanation : String(instant?.kind ?? 'none')}</output>
    </>
  );
}

test('closed at first; opened, the coordinates typed as on a certificate move the place and its mean time', () => {
  render(<Harness />);
  const toggle = screen.getByRole('button', { name: 'Correct the coordinates or the clock' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByLabelText('Longitude degrees')).not.toBeInTheDocument();
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByLabelText('Latitude degrees')).toHaveValue('52');
  expect(screen.getByLabelText('Latitude minutes')).toHaveValue('31');

  // Ulm: 48°24′ N, 9°59′ E.
  fireEvent.change(screen.getByLabelText('Latitude degrees'), { target: { value: '48' } });
  fireEvent.change(screen.getByLabelText('Latitude minutes'), { target: { value: '24' } });
  fireEvent.change(screen.getByLabelText('Longitude degrees'), { target: { value: '9' } });
  fireEvent.change(screen.getByLabelText('Longitude minutes'), { target: { value: '59' } });
  expect(screen.getByTestId('reading')).toHaveTextContent('local mean time (LMT) at the place’s longitude 9°59′ E, UTC+0:39:56, so 1879-03-14 10:50:04 UT.');

  fireEvent.change(screen.getByLabelText('Longitude minutes'), { target: { value: '75' } });
  expect(screen.getByRole('alert')).toHaveTextContent('Minutes are a whole number from 0 to 59');
  // The place keeps the last coordinate that read as one.
  expect(screen.getByTestId('reading')).toHaveTextContent('9°59′ E');
  fireEvent.change(screen.getByLabelText('East or west'), { target: { value: 'W' } });
  fireEvent.change(screen.getByLabelText('Longitude minutes'), { target: { value: '0' } });
  expect(screen.getByTestId('reading')).toHaveTextContent('longitude 9°00′ W, UTC−0:36');
});

test('a fixed offset from the certificate, checked as typed, then local mean time', () => {
  render(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: 'Correct the coordinates or the clock' }));
  fireEvent.click(screen.getByRole('radio', { name: /A fixed offset from Universal Time/ }));
  const offset = screen.getByLabelText('UTC offset');
  fireEvent.change(offset, { target: { value: '+1:70' } });
  expect(screen.getByText('Enter the offset from UT as +HH:MM, e.g. +01:00 or −04:30 (at most 14 hours)')).toBeInTheDocument();
  expect(screen.getByTestId('reading')).toHaveTextContent('none');
  fireEvent.change(offset, { target: { value: '+01:00' } });
  expect(screen.getByTestId('reading')).toHaveTextContent('1879-03-14 11:30 is read with the fixed offset you set, UTC+1, so 1879-03-14 10:30 UT.');

  fireEvent.click(screen.getByRole('radio', { name: /Local mean time of the place/ }));
  expect(screen.queryByLabelText('UTC offset')).not.toBeInTheDocument();
  expect(screen.getByTestId('reading')).toHaveTextContent('local mean time (LMT) at the place’s longitude 13°25′ E, UTC+0:53:39, as you set');
});
