const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dayOnly = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** product §8: a date that cannot be read shows 'Invalid date' rather than a crash or 'NaN'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return 'Invalid date';
  const time = Date.parse(value);
  return Number.isNaN(time) ? 'Invalid date' : dateTime.format(time);
}

/** A calendar day ('2025-03-04', as the analytics functions return UTC days) as 'Mar 4'. */
export function formatDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? 'Invalid date' : dayOnly.format(time);
}

/** A timestamp as the value of an <input type="datetime-local"> in the user's time zone. */
export function toDateTimeLocal(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
