import { reReadBirthInstant, resolveBirthInstant } from '../resolve-birth-instant';

const london = { timeZone: 'Europe/London', lon: -0.12574 };
const saved = {
  date: '1990-10-28',
  time: '01:30',
  place: london,
  utc: '1990-10-28T01:30:00.000Z',
  utcOffsetSeconds: 0,
};

test('a saved chart is read again from its local time, zone and chosen offset', () => {
  // 01:30 happened twice in London that night; the saved offset says which one was meant.
  expect(reReadBirthInstant(saved).toISOString()).toBe('1990-10-28T01:30:00.000Z');
  expect(reReadBirthInstant({ ...saved, utcOffsetSeconds: 3600 }).toISOString()).toBe(
    '1990-10-28T00:30:00.000Z',
  );
});

test('an unambiguous time ignores a stale saved instant, and an unknown time is noon', () => {
  expect(
    reReadBirthInstant({
      ...saved,
      date: '1990-05-15',
      time: '14:30',
      utc: '2000-01-01T00:00:00.000Z',
    }).toISOString(),
  ).toBe('1990-05-15T13:30:00.000Z');
  expect(reReadBirthInstant({ ...saved, date: '1990-05-15', time: null }).toISOString()).toBe(
    '1990-05-15T11:00:00.000Z',
  );
});

test('a zone this platform does not know falls back to the saved instant', () => {
  expect(
    reReadBirthInstant({
      ...saved,
      place: { ...london, timeZone: 'Mars/Olympus_Mons' },
    }).toISOString(),
  ).toBe(saved.utc);
});

test('a chart saved before the place’s own mean time was applied is read again with it', () => {
  // Einstein's chart as an older version saved it, with Berlin's mean time for Ulm.
  const place = { timeZone: 'Europe/Berlin', lon: 9 + 59 / 60 };
  const einstein = {
    date: '1879-03-14',
    time: '11:30',
    place,
    utc: '1879-03-14T10:36:32.000Z',
    utcOffsetSeconds: 3208,
  };
  expect(reReadBirthInstant(einstein).toISOString()).toBe('1879-03-14T10:50:04.000Z');
});

test('a birth before the Gregorian reform is read as a Julian date, in the place’s mean time', () => {
  // Galileo, Pisa (10°24′ E), 15 February 1564 (Julian), about 15:30 local mean time.
  const pisa = { timeZone: 'Europe/Rome', lon: 10 + 24 / 60 };
  const instant = resolveBirthInstant('1564-02-15', '15:30', pisa);
  expect(instant.kind).toBe('unique');
  if (instant.kind !== 'unique') return;
  // 25 February (Gregorian) 15:30 − 0:41:36 = 14:48:24 UT.
  expect(instant.utc.toISOString()).toBe('1564-02-25T14:48:24.000Z');
  expect(instant.explanation).toMatch(
    /^1564-02-15 is a Julian calendar date \(the Gregorian calendar began on 1582-10-15\): 1564-02-25 in the Gregorian calendar\. 1564-02-25 15:30 .*local mean time/,
  );
  // A chosen offset reads the same calendar.
  const fixed = resolveBirthInstant('1564-02-15', '15:30', pisa, {
    kind: 'offset',
    offsetSeconds: 3600,
  });
  expect(fixed.kind === 'unique' && fixed.utc.toISOString()).toBe('1564-02-25T14:30:00.000Z');
});
