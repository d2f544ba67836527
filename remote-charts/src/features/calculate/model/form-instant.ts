import { DATE_PATTERN, TIME_PATTERN } from '../../../lib/birth-data/birth-data';
import {
  type BirthInstant,
  resolveBirthInstant,
  TimeInputError,
} from '@astro/astrology';
import { type BirthFormValues, clockOfForm } from './birth-form';

export type FormInstant = BirthInstant | { kind: 'error'; message: string } | null;

type InstantFields = Pick<BirthFormValues, 'date' | 'time' | 'timeUnknown' | 'place' | 'clockRule' | 'utcOffset'>;

/**
 * The instant the form's local date and time denote at its place, as soon as the three are
 * filled in (and a fixed offset, when that is the rule chosen); null before. Shown live so the
 * user sees the offset and any clock change.
 */
export function formInstant(values: InstantFields): FormInstant {
  const { date, time, timeUnknown, place } = values;
  if (!place || !DATE_PATTERN.test(date) || (!timeUnknown && !TIME_PATTERN.test(time))) return null;
  const clock = clockOfForm(values);
  if (values.clockRule === 'offset' && !clock) return null;
  try {
    return resolveBirthInstant(date, timeUnknown ? null : time, place, clock);
  } catch (error) {
    if (error instanceof TimeInputError) {
      return { kind: 'error', message: error.field === 'timeZone' ? `The time zone of this place (${place.timeZone}) is not known to this browser.` : error.message };
    }
    throw error;
  }
}

/** A key that changes whenever the reading could: a choice made for one key is void for another. */
export function instantKey(values: InstantFields): string {
  const place = values.place;
  const clock = clockOfForm(values);
  // The longitude matters too: it sets the local mean time before standard time.
  return [
    values.date,
    values.timeUnknown ? 'noon' : values.time,
    place?.timeZone ?? '',
    place?.lon ?? '',
    clock?.kind ?? 'zone',
    clock?.kind === 'offset' ? clock.offsetSeconds : '',
  ].join('|');
}
