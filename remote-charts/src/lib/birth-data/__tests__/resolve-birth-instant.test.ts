import { reReadBirthInstant } from '../resolve-birth-instant';

const saved = { date: '1990-10-28', time: '01:30', timeZone: 'Europe/London', utc: '1990-10-28T01:30:00.000Z', utcOffsetSeconds: 0 };

test('a saved chart is read again from its local time, zone and chosen offset', () => {
  // 01:30 happened twice in London that night; the saved offset says which one was meant.
  expect(reReadBirthInstant(saved).toISOString()).toBe('1990-10-28T01:30:00.000Z');
  expect(reReadBirthInstant({ ...saved, utcOffsetSeconds: 3600 }).toISOString()).toBe('1990-10-28T00:30:00.000Z');
});

test('an unambiguous time ignores a stale saved instant, and an unknown time is noon', () => {
  expect(reReadBirthInstant({ ...saved, date: '1990-05-15', time: '14:30', utc: '2000-01-01T00:00:00.000Z' }).toISOString()).toBe(
    '1990-05-15T13:30:00.000Z',
  );
  expect(reReadBirthInstant({ ...saved, date: '1990-05-15', time: null }).toISOString()).toBe('1990-05-15T11:00:00.000Z');
});

test('a zone this platform does not know falls back to the saved instant', () => {
  expect(reReadBirthInstant({ ...saved, timeZone: 'Mars/Olympus_Mons' }).toISOString()).toBe(saved.utc);
});
