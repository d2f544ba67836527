import { z } from 'zod';

/** International (E.164) numbers, typed with or without spaces, dashes and brackets. */
export const phoneNumberSchema = z
  .string()
  .transform((value) => value.trim().replace(/[\s().-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        /^\+[1-9][0-9]{6,14}$/,
        'Enter the number in international format, e.g. +44 20 7946 0958',
      ),
  );

export const smsCodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'Enter the 6-digit code');

/** Auth stores phones without the plus; people read them with it. */
export const displayPhone = (phone: string | null | undefined): string =>
  phone ? (phone.startsWith('+') ? phone : `+${phone}`) : '';
