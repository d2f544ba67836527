import { phoneSchema } from '../phone-codes';

describe('phoneSchema', () => {
  it('keeps the E.164 digits GoTrue stores, without the + and spaces', () => {
    expect(phoneSchema.parse('+44 20 7946 0958')).toBe('442079460958');
    expect(phoneSchema.parse('15550001111')).toBe('15550001111');
    expect(phoneSchema.parse('+12')).toBe('12');
  });

  it.each(['+0123456', '', '+', '+1-555-000', '(415) 555-0123', '+1234567890123456', 'abc'])(
    'refuses %j with GoTrue message',
    (input) => {
      const result = phoneSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid phone number format (E.164 required)');
    },
  );
});
