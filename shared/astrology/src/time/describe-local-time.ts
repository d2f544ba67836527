import { formatUtcOffset } from './format-utc-offset';
import { formatLongitude } from './place-mean-time';
import type { LocalTimeInput } from './local-time-input';
import type { LocalTimeCandidate, LocalTimeResolution } from './resolve-local-time';
import { zoneOffsetAt } from './zone-offset';

/** "1850-01-01 16:56:02 UT" (seconds only when not zero). */
export function formatUniversalTime(utc: Date): string {
  const iso = utc.toISOString();
  const seconds = iso.slice(17, 19);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}${seconds === '00' ? '' : `:${seconds}`} UT`;
}

/** What kind of summer time an abbreviation stands for: war, peace, double or plain. */
function summerTimeKind(abbreviation: string | undefined): string {
  if (abbreviation && /^[A-Z]WT$/.test(abbreviation)) return 'war time';
  if (abbreviation && /^[A-Z]PT$/.test(abbreviation)) return 'peace time';
  if (abbreviation && /(DST|DDT)$/.test(abbreviation)) return 'double summer time';
  return 'summer time';
}

/**
 * What a reading's offset is, with the offset: "summer time (BST), UTC+1", "local mean time
 * (LMT) at the place’s longitude 9°59′ E, UTC+0:39:56", "CET, UTC+1".
 */
export function describeOffset(
  timeZone: string,
  candidate: LocalTimeCandidate,
  longitude?: number,
): string {
  const offset = zoneOffsetAt(timeZone, candidate.utc, longitude);
  const formatted = formatUtcOffset(candidate.offsetSeconds);
  // In a gap the candidate's offset is not the one in force at its instant, so only
  // the number describes it.
  if (offset.offsetSeconds !== candidate.offsetSeconds) return formatted;
  const abbreviation =
    offset.abbreviation && /^[A-Z]/.test(offset.abbreviation) ? ` ${offset.abbreviation}` : '';
  if (offset.meanTimeLongitude !== undefined) {
    return `local mean time (LMT) at the place’s longitude ${formatLongitude(offset.meanTimeLongitude)}, ${formatted}`;
  }
  if (offset.isLocalMeanTime) return `local mean time (LMT), ${formatted}`;
  if (offset.isDst)
    return `${summerTimeKind(offset.abbreviation)}${abbreviation ? ` (${abbreviation.trim()})` : ''}, ${formatted}`;
  return abbreviation ? `${abbreviation.trim()}, ${formatted}` : formatted;
}

/** A short label for one reading, for a choice offered to the user. */
export function describeCandidate(
  timeZone: string,
  candidate: LocalTimeCandidate,
  longitude?: number,
): string {
  return `${describeOffset(timeZone, candidate, longitude)}: ${formatUniversalTime(candidate.utc)}`;
}

/** One sentence explaining how a local time was converted, or why the user must choose. */
export function describeLocalTime(input: LocalTimeInput, resolution: LocalTimeResolution): string {
  const when = `${input.date.trim()} ${input.time.trim()} in ${input.timeZone.trim()}`;
  const zone = input.timeZone.trim();
  switch (resolution.kind) {
    case 'unique':
      return `${when} is ${describeOffset(zone, resolution, input.longitude)}, so ${formatUniversalTime(resolution.utc)}.`;
    case 'ambiguous':
      return (
        `${when} happened twice because the clocks went back: ` +
        resolution.candidates
          .map((c) => describeCandidate(zone, c, input.longitude))
          .join(', then ') +
        '. Choose which one.'
      );
    case 'missing': {
      const [after, before] = resolution.candidates;
      return (
        `${when} never happened because the clocks went forward from ` +
        `${formatUtcOffset(before.offsetSeconds)} to ${formatUtcOffset(after.offsetSeconds)}. ` +
        `Read with ${formatUtcOffset(after.offsetSeconds)} it is ${formatUniversalTime(after.utc)}; ` +
        `read with ${formatUtcOffset(before.offsetSeconds)} it is ${formatUniversalTime(before.utc)}. Choose which one.`
      );
    }
  }
}
