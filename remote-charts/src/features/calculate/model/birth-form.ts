import { z } from 'zod';
import { HOUSE_SYSTEMS, type HouseSystem } from '@astro/astrology';
import { type BirthData, type BirthPlace, birthPlaceSchema, DATE_PATTERN, TIME_PATTERN } from '../../../lib/birth-data/birth-data';

export interface BirthFormValues {
  name: string;
  /** YYYY-MM-DD, as a date input gives it. */
  date: string;
  /** HH:MM or HH:MM:SS, as a time input gives it. */
  time: string;
  timeUnknown: boolean;
  place: BirthPlace | null;
  houseSystem: HouseSystem;
}
export type BirthFormField = keyof BirthFormValues;
export type BirthFormErrors = Partial<Record<BirthFormField, string>>;

export const EMPTY_BIRTH_FORM: BirthFormValues = {
  name: '',
  date: '',
  time: '',
  timeUnknown: false,
  place: null,
  houseSystem: 'placidus',
};

/** A saved chart's birth data as the form shows it, to be corrected and cast again. */
export function formValuesOf(birth: BirthData): BirthFormValues {
  return {
    name: birth.name,
    date: birth.date,
    time: birth.time ?? '',
    timeUnknown: birth.time === null,
    place: birth.place,
    houseSystem: birth.houseSystem,
  };
}

/** The dates the engine covers, as local dates (the instant is checked again after the time zone). */
export const FIRST_DATE = '1800-01-01';
export const LAST_DATE = '2200-12-31';

function isCalendarDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

const birthFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a name for the chart').max(120, 'Use at most 120 characters'),
    date: z
      .string()
      .min(1, 'Enter the birth date')
      .regex(DATE_PATTERN, 'Enter the date as YYYY-MM-DD')
      .refine(isCalendarDate, 'This date does not exist')
      .refine((date) => date >= FIRST_DATE && date <= LAST_DATE, 'Charts can be cast for dates from 1800 to 2200'),
    time: z.string(),
    timeUnknown: z.boolean(),
    place: birthPlaceSchema.nullable(),
    houseSystem: z.enum(HOUSE_SYSTEMS, 'Choose a house system'),
  })
  .superRefine((values, context) => {
    if (!values.timeUnknown && !TIME_PATTERN.test(values.time)) {
      context.addIssue({
        code: 'custom',
        path: ['time'],
        message: values.time === '' ? 'Enter the birth time, or tick “Birth time unknown”' : 'Enter the time as HH:MM',
      });
    }
    if (values.place === null) {
      context.addIssue({ code: 'custom', path: ['place'], message: 'Choose the birth place from the list' });
    }
  });

export interface ValidBirthForm {
  name: string;
  date: string;
  /** Null when unknown. */
  time: string | null;
  place: BirthPlace;
  houseSystem: HouseSystem;
}

export type BirthFormValidation = { ok: true; data: ValidBirthForm; errors: BirthFormErrors } | { ok: false; errors: BirthFormErrors };

/** Checks the whole form; every field's first problem, for showing next to it while typing. */
export function validateBirthForm(values: BirthFormValues): BirthFormValidation {
  const parsed = birthFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: BirthFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as BirthFormField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
  const { name, date, time, timeUnknown, place, houseSystem } = parsed.data;
  return { ok: true, errors: {}, data: { name, date, time: timeUnknown ? null : time, place: place!, houseSystem } };
}
