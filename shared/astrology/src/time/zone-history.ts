import { z } from 'zod';
import zoneHistoryData from './generated/zone-history-data';
import { ZONE_HISTORY_FORMAT } from './zone-history-format';

/** One local time type of a zone: its UTC offset, abbreviation and whether it is summer time. */
export interface LocalTimeType {
  offsetSeconds: number;
  abbreviation: string;
  isDst: boolean;
}

interface DecodedHistory {
  types: LocalTimeType[];
  /** Transition instants, epoch seconds, ascending. */
  transitionAt: number[];
  /** Index into `types` in force from the matching transition on. */
  transitionType: number[];
}

const zoneHistorySchema = z.object({
  format: z.literal(ZONE_HISTORY_FORMAT),
  tzdata: z.string(),
  until: z.number().int(),
  zones: z.record(z.string(), z.number().int().nonnegative()),
  histories: z.array(z.string()),
});

const table = zoneHistorySchema.parse(zoneHistoryData);
const decoded = new Map<number, DecodedHistory>();

/** The IANA tz release the pre-1970 table was compiled from. */
export const zoneHistoryTzdata = table.tzdata;

function decodeHistory(encoded: string): DecodedHistory {
  const [typesPart, transitionsPart] = encoded.split(';');
  const types = typesPart.split(' ').map((entry) => {
    const [offset, abbreviation, isDst] = entry.split('/');
    return { offsetSeconds: Number(offset), abbreviation, isDst: isDst === '1' };
  });
  const transitionAt: number[] = [];
  const transitionType: number[] = [];
  let at = 0;
  for (const entry of transitionsPart ? transitionsPart.split(' ') : []) {
    const [delta, type] = entry.split('.');
    at += parseInt(delta, 36);
    transitionAt.push(at);
    transitionType.push(parseInt(type, 36));
  }
  if (
    types.some((type) => !Number.isInteger(type.offsetSeconds)) ||
    transitionType.some((t) => !types[t])
  ) {
    throw new Error(`corrupt zone history: ${encoded.slice(0, 40)}`);
  }
  return { types, transitionAt, transitionType };
}

function historyOf(timeZone: string): DecodedHistory | undefined {
  const index = Object.hasOwn(table.zones, timeZone) ? table.zones[timeZone] : undefined;
  if (index === undefined) return undefined;
  let history = decoded.get(index);
  if (!history) {
    const encoded = table.histories[index];
    if (encoded === undefined) throw new Error(`zone history index out of range for ${timeZone}`);
    history = decodeHistory(encoded);
    decoded.set(index, history);
  }
  return history;
}

/**
 * The local time type of `timeZone` at `epochSeconds` from the tz table with backzone,
 * or undefined when the table does not answer (the instant is from 1970 on, or the
 * zone is unknown to it) and Intl should.
 */
export function historicalLocalTimeType(
  timeZone: string,
  epochSeconds: number,
): LocalTimeType | undefined {
  if (!(epochSeconds < table.until)) return undefined;
  const history = historyOf(timeZone);
  if (!history) return undefined;
  const { transitionAt } = history;
  let low = 0;
  let high = transitionAt.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (transitionAt[middle] <= epochSeconds) low = middle + 1;
    else high = middle;
  }
  return history.types[low === 0 ? 0 : history.transitionType[low - 1]];
}

/** Whether the table knows the zone, so its pre-1970 history holds even where Intl lacks it. */
export function hasZoneHistory(timeZone: string): boolean {
  return Object.hasOwn(table.zones, timeZone);
}
