// Builds shared/astrology/src/time/generated/zone-history-data.js: every zone's offsets before 1970,
// compiled from the IANA tz database including its `backzone` file.
//
// Why: since tz 2022b, zones that agree after 1970 are merged (Europe/Oslo is a link
// to Europe/Berlin, Europe/Amsterdam to Europe/Brussels, Africa/Accra to
// Africa/Abidjan...), and the ICU data in Node and Chromium follows that, so Intl says
// Amsterdam kept GMT in 1935 when its clocks ran at +0:19:32. Birth charts before 1970
// need the real history, which tz keeps in `backzone`. Debian builds its tzdata package
// with backzone (PACKRATDATA), so the TZif files in /usr/share/zoneinfo carry it.
// After 1970 the app reads offsets from Intl, which browsers keep current.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ZONE_HISTORY_FORMAT } from '@astro/astrology';

const ZONEINFO = process.env.ZONEINFO ?? '/usr/share/zoneinfo';
const UNTIL_EPOCH_SECONDS = 0;
// Fat TZif files start with a "big bang" transition far in the past; it only
// restates type 0.
const EARLIEST_MEANINGFUL_SECONDS = -1e11;

interface LocalTimeType {
  offsetSeconds: number;
  isDst: boolean;
  abbreviation: string;
}
interface Tzif {
  transitions: { at: number; type: number }[];
  types: LocalTimeType[];
}

/** Reads the 64-bit (version 2+) body of a TZif file, RFC 8536. */
export function readTzif(bytes: Buffer): Tzif {
  if (bytes.toString('latin1', 0, 4) !== 'TZif') throw new Error('not a TZif file');
  if (bytes[4] === 0) throw new Error('TZif version 1 has no 64-bit data');
  const counts = (at: number) => {
    const read = (index: number) => bytes.readUInt32BE(at + 20 + index * 4);
    return {
      isut: read(0),
      isstd: read(1),
      leap: read(2),
      time: read(3),
      type: read(4),
      char: read(5),
    };
  };
  const v1 = counts(0);
  const v1Size = v1.time * 5 + v1.type * 6 + v1.char + v1.leap * 8 + v1.isstd + v1.isut;
  const header = 44 + v1Size;
  const c = counts(header);
  let at = header + 44;
  const times: number[] = [];
  for (let i = 0; i < c.time; i++, at += 8) times.push(Number(bytes.readBigInt64BE(at)));
  const typeIndexes: number[] = [];
  for (let i = 0; i < c.time; i++, at += 1) typeIndexes.push(bytes[at]);
  const rawTypes: { offsetSeconds: number; isDst: boolean; abbreviationIndex: number }[] = [];
  for (let i = 0; i < c.type; i++, at += 6) {
    rawTypes.push({
      offsetSeconds: bytes.readInt32BE(at),
      isDst: bytes[at + 4] === 1,
      abbreviationIndex: bytes[at + 5],
    });
  }
  const chars = bytes.toString('latin1', at, at + c.char);
  const types = rawTypes.map(({ offsetSeconds, isDst, abbreviationIndex }) => ({
    offsetSeconds,
    isDst,
    abbreviation: chars.slice(abbreviationIndex, chars.indexOf('\0', abbreviationIndex)),
  }));
  return { transitions: times.map((time, i) => ({ at: time, type: typeIndexes[i] })), types };
}

/** The zone in force before `until`, as a compact history string (see zone-history-format). */
function encodeHistory(tzif: Tzif, until: number): string {
  const used: number[] = [0];
  const typeId = (type: number) => {
    let index = used.indexOf(type);
    if (index < 0) index = used.push(type) - 1;
    return index;
  };
  const transitions: string[] = [];
  let previousAt = 0;
  let previousType = 0;
  for (const { at, type } of tzif.transitions) {
    if (at >= until) break;
    if (at < EARLIEST_MEANINGFUL_SECONDS) {
      previousType = type;
      continue;
    }
    const same = (a: LocalTimeType, b: LocalTimeType) =>
      a.offsetSeconds === b.offsetSeconds &&
      a.isDst === b.isDst &&
      a.abbreviation === b.abbreviation;
    if (same(tzif.types[type], tzif.types[previousType])) continue;
    transitions.push(`${(at - previousAt).toString(36)}.${typeId(type).toString(36)}`);
    previousAt = at;
    previousType = type;
  }
  const types = used.map((type) => {
    const { offsetSeconds, abbreviation, isDst } = tzif.types[type];
    if (/[\s/;]/.test(abbreviation)) throw new Error(`unexpected abbreviation ${abbreviation}`);
    return `${offsetSeconds}/${abbreviation}/${isDst ? 1 : 0}`;
  });
  return `${types.join(' ')};${transitions.join(' ')}`;
}

function tzdataVersion(): string {
  const source = readFileSync(path.join(ZONEINFO, 'tzdata.zi'), 'utf8');
  const match = /^# version (\S+)/m.exec(source);
  if (!match) throw new Error(`no version line in ${ZONEINFO}/tzdata.zi`);
  return match[1];
}

function zoneNamesInTzdata(): string[] {
  const source = readFileSync(path.join(ZONEINFO, 'tzdata.zi'), 'utf8');
  const names: string[] = [];
  for (const line of source.split('\n')) {
    const fields = line.split(' ');
    if (fields[0] === 'Z') names.push(fields[1]);
    if (fields[0] === 'L') names.push(fields[2]);
  }
  return names;
}

function intlOffsetSeconds(zone: string, epochSeconds: number): number {
  const text = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(epochSeconds * 1000))
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!match) throw new Error(`unexpected offset ${text}`);
  if (!match[1]) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
  return match[1] === '-' ? -seconds : seconds;
}

function tableOffsetAt(tzif: Tzif, epochSeconds: number): number {
  let type = 0;
  for (const transition of tzif.transitions) {
    if (transition.at > epochSeconds) break;
    type = transition.type;
  }
  return tzif.types[type].offsetSeconds;
}

export interface ZoneHistoryBuildResult {
  moduleText: string;
  tzdata: string;
  zoneCount: number;
  historyCount: number;
  /** Zones whose pre-1970 offsets differ from the platform's Intl somewhere. */
  correctedZones: string[];
  missingZones: string[];
  /** Zones where tz and Intl disagree at 1970, left to Intl alone. */
  inconsistentZones: string[];
}

export function buildZoneHistory(extraZoneIds: readonly string[]): ZoneHistoryBuildResult {
  const oslo = readTzif(readFileSync(path.join(ZONEINFO, 'Europe/Oslo')));
  if (tableOffsetAt(oslo, -4e9) !== 2580) {
    throw new Error(
      `${ZONEINFO} lacks tz backzone data (Europe/Oslo should start at LMT +0:43:00); ` +
        'install Debian tzdata or point ZONEINFO at a zoneinfo built with PACKRATDATA=backzone',
    );
  }
  const names = [
    ...new Set([...zoneNamesInTzdata(), ...Intl.supportedValuesOf('timeZone'), ...extraZoneIds]),
  ].sort();
  const histories: string[] = [];
  const historyIndex = new Map<string, number>();
  const zones: Record<string, number> = {};
  const correctedZones: string[] = [];
  const missingZones: string[] = [];
  const inconsistentZones: string[] = [];
  for (const name of names) {
    const file = path.join(ZONEINFO, name);
    if (!existsSync(file)) {
      missingZones.push(name);
      continue;
    }
    const tzif = readTzif(readFileSync(file));
    let supported = true;
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
    } catch {
      supported = false;
    }
    // The two sources must meet at the hand-over, or instants would jump there.
    // Where they do not (legacy ids such as WET that tz and ICU define differently),
    // the zone is left to Intl alone.
    if (
      supported &&
      tableOffsetAt(tzif, UNTIL_EPOCH_SECONDS - 1) !==
        intlOffsetSeconds(name, UNTIL_EPOCH_SECONDS - 1)
    ) {
      inconsistentZones.push(name);
      continue;
    }
    const history = encodeHistory(tzif, UNTIL_EPOCH_SECONDS);
    let index = historyIndex.get(history);
    if (index === undefined) {
      index = histories.push(history) - 1;
      historyIndex.set(history, index);
    }
    zones[name] = index;
    if (!supported) continue;
    const probes = [
      -3e9,
      ...tzif.transitions.filter((t) => t.at < 0 && t.at > -5e9).map((t) => t.at + 3600),
    ];
    if (probes.some((at) => tableOffsetAt(tzif, at) !== intlOffsetSeconds(name, at)))
      correctedZones.push(name);
  }
  const tzdata = tzdataVersion();
  const data = {
    format: ZONE_HISTORY_FORMAT,
    tzdata,
    until: UNTIL_EPOCH_SECONDS,
    zones,
    histories,
  };
  const moduleText =
    '// Generated by remote-charts/scripts/build-atlas.ts: do not edit.\n' +
    `// Offsets before 1970 from the IANA tz database ${tzdata} with backzone (public domain).\n` +
    `export default ${JSON.stringify(data)};\n`;
  return {
    moduleText,
    tzdata,
    zoneCount: Object.keys(zones).length,
    historyCount: histories.length,
    correctedZones,
    missingZones,
    inconsistentZones,
  };
}
