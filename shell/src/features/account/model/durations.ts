/** Seconds as people say them: "2 h 05 min", "14 min", "under a minute". */
export function formatDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds < 60) return 'under a minute';
  const minutes = Math.floor(totalSeconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return `${hours} h ${String(rest).padStart(2, '0')} min`;
}

/** A timestamp as a short local date and time, or 'Never' / 'Invalid date'. */
export function formatWhen(value: string | null | undefined, locale?: string): string {
  if (!value) return 'Never';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
