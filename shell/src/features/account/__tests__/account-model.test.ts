import { formatDuration, formatWhen } from '../model/durations';
import { displayPhone, phoneNumberSchema, smsCodeSchema } from '../model/phone-number';
import { usernameErrorMessage, usernameSchema } from '../model/username';

describe('usernameSchema', () => {
  it.each(['Star Gazer', 'luna_22', 'Ángel.Ruiz', 'abc'])('accepts %s', (name) => {
    expect(usernameSchema.safeParse(name).success).toBe(true);
  });
  it.each(['ab', '<script>', ' -lead', 'trail-', 'x'.repeat(31), 'semi;colon'])(
    'refuses %s',
    (name) => {
      expect(usernameSchema.safeParse(name).success).toBe(false);
    },
  );
  it('explains database refusals', () => {
    expect(usernameErrorMessage({ code: '23505', message: 'duplicate key' })).toBe(
      'That username is taken. Try another one.',
    );
    expect(usernameErrorMessage({ code: 'PGRST301', message: 'jwt expired' })).toBe(
      'Your username could not be saved. Please try again.',
    );
  });
});

describe('phone numbers and codes', () => {
  it('normalises international numbers and refuses others', () => {
    expect(phoneNumberSchema.parse(' +44 (20) 7946-0958 ')).toBe('+442079460958');
    expect(phoneNumberSchema.safeParse('020 7946 0958').success).toBe(false);
    expect(smsCodeSchema.safeParse('123456').success).toBe(true);
    expect(smsCodeSchema.safeParse('12345').success).toBe(false);
    expect(displayPhone('')).toBe('');
  });

  it('shows numbers grouped as their country writes them', () => {
    expect(displayPhone('14155550123')).toBe('+1 415 555 0123');
    expect(displayPhone('+442079460958')).toBe('+44 20 7946 0958');
    // Not a number any country issues: shown as stored, with the plus.
    expect(displayPhone('999')).toBe('+999');
  });
});

describe('formatDuration', () => {
  it('reads like people speak', () => {
    expect(formatDuration(12)).toBe('under a minute');
    expect(formatDuration(14 * 60 + 5)).toBe('14 min');
    expect(formatDuration(2 * 3600 + 5 * 60)).toBe('2 h 05 min');
    expect(formatWhen(null)).toBe('Never');
    expect(formatWhen('not a date')).toBe('Invalid date');
  });
});
