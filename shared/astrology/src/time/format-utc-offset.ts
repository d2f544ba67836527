const MINUS_SIGN = '\u2212';

export interface FormatUtcOffsetOptions {
  /** Use "-" instead of the typographic minus "−" (for logs, JSON, plain-text exports). */
  ascii?: boolean;
}

/** "UTC−4:56:02", "UTC+5:30", "UTC+1", "UTC+0": minutes and seconds only when not zero. */
export function formatUtcOffset(
  offsetSeconds: number,
  options: FormatUtcOffsetOptions = {},
): string {
  if (!Number.isFinite(offsetSeconds))
    throw new RangeError(`offset must be a number of seconds, got ${offsetSeconds}`);
  const total = Math.round(Math.abs(offsetSeconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const sign = offsetSeconds < 0 && total > 0 ? (options.ascii ? '-' : MINUS_SIGN) : '+';
  let text = `UTC${sign}${hours}`;
  if (minutes > 0 || seconds > 0) text += `:${String(minutes).padStart(2, '0')}`;
  if (seconds > 0) text += `:${String(seconds).padStart(2, '0')}`;
  return text;
}
