import { type BirthFormValues, EMPTY_BIRTH_FORM, formValuesOf, validateBirthForm } from '../model/birth-form';
import { formInstant, instantKey } from '../model/form-instant';

const london = { name: 'London, England, United Kingdom', lat: 51.50853, lon: -0.12574, timeZone: 'Europe/London' };
const valid: BirthFormValues = { ...EMPTY_BIRTH_FORM, name: 'Ada', date: '1990-05-15', time: '14:30', place: london };

test('an empty form names every missing field', () => {
  const result = validateBirthForm(EMPTY_BIRTH_FORM);
  expect(result.ok).toBe(false);
  expect(result.errors).toEqual({
    name: 'Enter a name for the chart',
    date: 'Enter the birth date',
    time: 'Enter the birth time, or tick “Birth time unknown”',
    place: 'Choose the birth place from the list',
  });
});

test('a complete form passes and trims the name', () => {
  const result = validateBirthForm({ ...valid, name: '  Ada  ' });
  expect(result).toEqual({ ok: true, errors: {}, data: { name: 'Ada', date: '1990-05-15', time: '14:30', place: london, houseSystem: 'placidus' } });
});

test.each([
  ['1990-02-30', 'This date does not exist'],
  ['1499-12-31', 'Charts can be cast for dates from 1500 to 2500'],
  ['2501-01-01', 'Charts can be cast for dates from 1500 to 2500'],
  ['15/05/1990', 'Enter the date as YYYY-MM-DD'],
  // 1700 and 1501 have no 29 February in either calendar that applies to them.
  ['1700-02-29', 'This date does not exist'],
  ['1501-02-29', 'This date does not exist'],
])('date %s is refused: %s', (date, message) => {
  expect(validateBirthForm({ ...valid, date }).errors.date).toBe(message);
});

test('a date before the Gregorian reform is a Julian one, with its leap day in 1500', () => {
  expect(validateBirthForm({ ...valid, date: '1500-02-29' }).ok).toBe(true);
  const galileo = formInstant({ ...valid, date: '1564-02-15', time: '15:30', place: { ...london, name: 'Pisa', lat: 43.72, lon: 10.4, timeZone: 'Europe/Rome' } });
  expect(galileo?.kind === 'unique' && galileo.utc.toISOString()).toBe('1564-02-25T14:48:24.000Z');
});

test('times must be HH:MM (seconds allowed), unless the time is unknown', () => {
  expect(validateBirthForm({ ...valid, time: '24:00' }).errors.time).toBe('Enter the time as HH:MM');
  expect(validateBirthForm({ ...valid, time: '07:05:30' }).ok).toBe(true);
  const unknown = validateBirthForm({ ...valid, time: '', timeUnknown: true });
  expect(unknown.ok && unknown.data.time).toBeNull();
});

test('names longer than the database allows are refused', () => {
  expect(validateBirthForm({ ...valid, name: 'x'.repeat(121) }).errors.name).toBe('Use at most 120 characters');
});

test('the reading of the local time is shown as soon as date, time and place are known', () => {
  expect(formInstant({ ...valid, place: null })).toBeNull();
  const instant = formInstant(valid);
  expect(instant).toMatchObject({ kind: 'unique', offsetText: 'UTC+1', utc: new Date('1990-05-15T13:30:00Z') });
});

test('New York in 1850 keeps the local mean time of its longitude, UTC−4:56:01', () => {
  const newYork = { name: 'New York', lat: 40.71427, lon: -74.00597, timeZone: 'America/New_York' };
  const instant = formInstant({ ...valid, date: '1850-01-01', time: '12:00', place: newYork });
  expect(instant).toMatchObject({ kind: 'unique', offsetText: 'UTC−4:56:01', utc: new Date('1850-01-01T16:56:01Z') });
});

test('Ulm in 1879 keeps its own mean time, not that of Berlin, which names its zone', () => {
  const ulm = { name: 'Ulm', lat: 48.39841, lon: 9.99155, timeZone: 'Europe/Berlin' };
  const instant = formInstant({ ...valid, date: '1879-03-14', time: '11:30', place: ulm });
  expect(instant).toMatchObject({ kind: 'unique', offsetText: 'UTC+0:39:58', utc: new Date('1879-03-14T10:50:02Z') });
  expect(instant?.kind === 'unique' && instant.explanation).toContain('local mean time (LMT) at the place’s longitude 9°59′ E');
  // Another place in the same zone reads the same clock time differently, so the key differs.
  const berlin = { ...ulm, name: 'Berlin', lon: 13.41053 };
  expect(instantKey({ ...valid, date: '1879-03-14', time: '11:30', place: ulm })).not.toBe(
    instantKey({ ...valid, date: '1879-03-14', time: '11:30', place: berlin }),
  );
});

test('an unknown time is read as noon', () => {
  const instant = formInstant({ ...valid, time: '', timeUnknown: true });
  expect(instant).toMatchObject({ kind: 'unique', utc: new Date('1990-05-15T11:00:00Z') });
});

test('a time repeated or skipped at a clock change asks the user to choose', () => {
  const repeated = formInstant({ ...valid, date: '1990-10-28', time: '01:30' });
  expect(repeated?.kind).toBe('choose');
  if (repeated?.kind !== 'choose') return;
  expect(repeated.reason).toBe('ambiguous');
  expect(repeated.choices.map((c) => c.utc.toISOString())).toEqual(['1990-10-28T00:30:00.000Z', '1990-10-28T01:30:00.000Z']);
  const skipped = formInstant({ ...valid, date: '1990-03-25', time: '01:30' });
  expect(skipped).toMatchObject({ kind: 'choose', reason: 'missing' });
});

test('a choice is tied to the date, time and zone it was made for', () => {
  expect(instantKey(valid)).not.toBe(instantKey({ ...valid, time: '14:31' }));
  expect(instantKey({ ...valid, timeUnknown: true })).toBe(instantKey({ ...valid, time: '09:00', timeUnknown: true }));
});

describe('formValuesOf', () => {
  it('starts the form from a saved chart, with an unknown time as the ticked box', () => {
    const place = { name: 'London, GB', lat: 51.5074, lon: -0.1278, timeZone: 'Europe/London' };
    const birth = {
      name: 'Ada',
      date: '1990-05-15',
      time: '14:30',
      place,
      houseSystem: 'whole-sign' as const,
      utc: '1990-05-15T13:30:00.000Z',
      utcOffsetSeconds: 3600,
    };
    expect(formValuesOf(birth)).toEqual({
      name: 'Ada',
      date: '1990-05-15',
      time: '14:30',
      timeUnknown: false,
      place,
      houseSystem: 'whole-sign',
      clockRule: 'zone',
      utcOffset: '',
    });
    expect(formValuesOf({ ...birth, time: null })).toMatchObject({ time: '', timeUnknown: true });
    // What the form was filled with is valid as it stands.
    expect(validateBirthForm(formValuesOf(birth)).ok).toBe(true);
  });
});

describe('a clock rule set by hand', () => {
  const ulm = { name: 'Ulm', lat: 48.4, lon: 9 + 59 / 60, timeZone: 'Europe/Berlin' };
  const einstein = { ...valid, name: 'Albert Einstein', date: '1879-03-14', time: '11:30', place: ulm };

  test('a fixed offset reads the clock with it, says so, and is kept with the birth data', () => {
    const values = { ...einstein, clockRule: 'offset' as const, utcOffset: '+01:00' };
    expect(formInstant(values)).toMatchObject({
      kind: 'unique',
      utc: new Date('1879-03-14T10:30:00Z'),
      offsetText: 'UTC+1',
      explanation: '1879-03-14 11:30 is read with the fixed offset you set, UTC+1, so 1879-03-14 10:30 UT.',
    });
    const result = validateBirthForm(values);
    expect(result.ok && result.data.clock).toEqual({ kind: 'offset', offsetSeconds: 3600 });
    expect(instantKey(values)).not.toBe(instantKey({ ...values, utcOffset: '+02:00' }));
    expect(instantKey(values)).not.toBe(instantKey(einstein));
  });

  test('local mean time applies even after the zone took standard time', () => {
    const values = { ...einstein, date: '1901-03-14', clockRule: 'lmt' as const };
    expect(formInstant(values)).toMatchObject({ kind: 'unique', offsetText: 'UTC+0:39:56', utc: new Date('1901-03-14T10:50:04Z') });
    expect(formInstant({ ...values, clockRule: 'zone' })).toMatchObject({ offsetText: 'UTC+1' });
  });

  test('an offset that is not one is named, and nothing is read until it is', () => {
    for (const typed of ['', 'one hour', '+15:00', '+01:75']) {
      const values = { ...einstein, clockRule: 'offset' as const, utcOffset: typed };
      expect(validateBirthForm(values).errors.utcOffset).toBe('Enter the offset from UT as +HH:MM, e.g. +01:00 or −04:30 (at most 14 hours)');
      expect(formInstant(values)).toBeNull();
    }
  });

  test('a saved chart with a rule opens with it in the form', () => {
    const birth = { ...einstein, time: '11:30', utc: '1879-03-14T16:00:00.000Z', utcOffsetSeconds: -16200, houseSystem: 'placidus' as const };
    expect(formValuesOf({ ...birth, clock: { kind: 'offset', offsetSeconds: -16200 } })).toMatchObject({ clockRule: 'offset', utcOffset: '−04:30' });
    expect(formValuesOf({ ...birth, clock: { kind: 'lmt' } })).toMatchObject({ clockRule: 'lmt', utcOffset: '' });
    expect(formValuesOf(birth)).toMatchObject({ clockRule: 'zone' });
  });
});
