// The minimal metadata: enough to group digits the way each country writes them.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as z from 'zod/mini';

/** International (E.164) numbers, typed with or without spaces, dashes and brackets. */
export const phoneNumberSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.trim().replace(/[\s().-]/g, '')),
  ),
  z
    .string()
    .check(
      z.regex(
        /^\+[1-9][0-9]{6,14}$/,
        'Enter the number in international format, e.g. +44 20 7946 0958',
      ),
    ),
);

export const smsCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^[0-9]{6}$/, 'Enter the 6-digit code'));

/**
 * A stored number as people read it: "+44 20 7946 0958". Auth stores phones without the plus;
 * a number the formatter does not recognise is shown with the plus and nothing else changed.
 */
export function displayPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const international = phone.startsWith('+') ? phone : `+${phone}`;
  return parsePhoneNumberFromString(international)?.formatInternational() ?? international;
}
