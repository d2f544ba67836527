const formatters = new Map<string, Intl.DateTimeFormat>();
const LONG_OFFSET = /^(?:GMT|UTC)(?:([+\-−])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/;

/** A cached offset formatter for the zone; throws RangeError for a zone Intl does not know. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isIntlTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The UTC offset of `timeZone` at `epochSeconds` as the platform's ICU data has it.
 * The `longOffset` name carries seconds ("GMT-04:56:02"), which local mean times need.
 */
export function intlOffsetSeconds(timeZone: string, epochSeconds: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(epochSeconds * 1000));
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = LONG_OFFSET.exec(name);
  if (!match) throw new Error(`unexpected UTC offset "${name}" from Intl for ${timeZone}`);
  if (!match[1]) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3] ?? 0) * 60 + Number(match[4] ?? 0);
  return match[1] === '+' ? seconds : -seconds;
}
