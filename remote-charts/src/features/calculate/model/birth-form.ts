import { z } from 'zod';
import {
  type BirthClock,
  formatUtcOffset,
  gregorianDateOf,
  HOUSE_SYSTEMS,
  type HouseSystem,
  isJulianCalendarDate,
  parseUtcOffset,
} from '@astro/astrology';
import {
  type BirthData,
  type BirthPlace,
  birthPlaceSchema,
  DATE_PATTERN,
  TIME_PATTERN,
} from '../../../lib/birth-data/birth-data';

/** How the form reads the clock: the zone's history (the default), or a rule the user sets. */
export type ClockRule = 'zone' | 'lmt' | 'offset';

export interface BirthFormValues {
  name: string;
  /** YYYY-MM-DD, as a date input gives it. */
  date: string;
  /** HH:MM or HH:MM:SS, as a time input gives it. */
  time: string;
  timeUnknown: boolean;
  place: BirthPlace | null;
  houseSystem: HouseSystem;
  clockRule: ClockRule;
  /** The fixed UTC offset as typed ("+01:00"), read when `clockRule` is 'offset'. */
  utcOffset: string;
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
  clockRule: 'zone',
  utcOffset: '',
};

/** The clock rule the form's values set, or undefined for the zone's history (or an offset not yet readable). */
export function clockOfForm(values: Pick<BirthFormValues, 'clockRule' | 'utcOffset'>): BirthClock | undefined {
  if (values.clockRule === 'lmt') return { kind: 'lmt' };
  if (values.clockRule !== 'offset') return undefined;
  const offsetSeconds = parseUtcOffset(values.utcOffset);
  return offsetSeconds === null ? undefined : { kind: 'offset', offsetSeconds };
}

/** "+01:00", "−04:30": an offset as the form's field shows it. */
function offsetFieldText(offsetSeconds: number): string {
  const text = formatUtcOffset(offsetSeconds).slice(3);
  const [hours, minutes = '00'] = text.slice(1).split(':');
  return `${text[0]}${hours.padStart(2, '0')}:${minutes}`;
}

/** A saved chart's birth data as the form shows it, to be corrected and cast again. */
export function formValuesOf(birth: BirthData): BirthFormValues {
  return {
    name: birth.name,
    date: birth.date,
    time: birth.time ?? '',
    timeUnknown: birth.time === null,
    place: birth.place,
    houseSystem: birth.houseSystem,
    clockRule: birth.clock?.kind ?? 'zone',
    utcOffset: birth.clock?.kind === 'offset' ? offsetFieldText(birth.clock.offsetSeconds) : '',
  };
}

/** The dates the engine covers, as local dates (the instant is checked again after the time zone). */
export const FIRST_DATE = '1500-01-01';
export const LAST_DATE = '2500-12-31';

function isCalendarDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  // Before the reform the date is a Julian one, where every fourth year has 29 February.
  if (isJulianCalendarDate(date)) return gregorianDateOf(date) !== date;
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
      .refine((date) => date >= FIRST_DATE && date <= LAST_DATE, 'Charts can be cast for dates from 1500 to 2500'),
    time: z.string(),
    timeUnknown: z.boolean(),
    place: birthPlaceSchema.nullable(),
    houseSystem: z.enum(HOUSE_SYSTEMS, 'Choose a house system'),
    clockRule: z.enum(['zone', 'lmt', 'offset']),
    utcOffset: z.string(),
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
    if (values.clockRule === 'offset' && parseUtcOffset(values.utcOffset) === null) {
      context.addIssue({
        code: 'custom',
        path: ['utcOffset'],
        message: 'Enter the offset from UT as +HH:MM, e.g. +01:00 or −04:30 (at most 14 hours)',
      });
    }
  });

export interface ValidBirthForm {
  name: string;
  date: string;
  /** Null when unknown. */
  time: string | null;
  place: BirthPlace;
  houseSystem: HouseSystem;
  /** The user's clock rule; absent for the zone's history. */
  clock?: BirthClock;
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
  const clock = clockOfForm(parsed.data);
  return {
    ok: true,
    errors: {},
    data: { name, date, time: timeUnknown ? null : time, place: place!, houseSystem, ...(clock ? { clock } : {}) },
  };
}
