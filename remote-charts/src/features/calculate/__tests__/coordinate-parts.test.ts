import { readCoordinateParts, toCoordinateParts } from '../model/coordinate-parts';

test('a coordinate splits into degrees, minutes and hemisphere, and reads back', () => {
  expect(toCoordinateParts(48.4, 'lat')).toEqual({ degrees: '48', minutes: '24', hemisphere: 'N' });
  expect(toCoordinateParts(-74.006, 'lon')).toEqual({ degrees: '74', minutes: '0', hemisphere: 'W' });
  expect(toCoordinateParts(-33.99999, 'lat')).toEqual({ degrees: '34', minutes: '0', hemisphere: 'S' });
  expect(readCoordinateParts({ degrees: '9', minutes: '59', hemisphere: 'E' }, 'lon')).toEqual({ ok: true, value: 9 + 59 / 60 });
  expect(readCoordinateParts({ degrees: '33', minutes: '', hemisphere: 'S' }, 'lat')).toEqual({ ok: true, value: -33 });
});

test('parts that are not a coordinate are named in words', () => {
  expect(readCoordinateParts({ degrees: '91', minutes: '0', hemisphere: 'N' }, 'lat')).toEqual({
    ok: false,
    message: 'Latitude degrees are a whole number from 0 to 90',
  });
  expect(readCoordinateParts({ degrees: '180', minutes: '1', hemisphere: 'E' }, 'lon')).toEqual({ ok: false, message: 'Longitude is at most 180°' });
  expect(readCoordinateParts({ degrees: '10', minutes: '60', hemisphere: 'E' }, 'lon')).toMatchObject({ ok: false, message: 'Minutes are a whole number from 0 to 59' });
  expect(readCoordinateParts({ degrees: '-5', minutes: '0', hemisphere: 'E' }, 'lon')).toMatchObject({ ok: false });
  expect(readCoordinateParts({ degrees: '4.5', minutes: '0', hemisphere: 'E' }, 'lon')).toMatchObject({ ok: false });
});
