// The layout of generated/zone-history-data.js, shared by the build script that
// writes it and the reader that decodes it. Bump the format when the layout changes.
//
//   tzdata     the IANA tz release the table was compiled from
//   until      epoch seconds; the table answers for instants before it, Intl after
//   zones      zone id -> index into histories (aliases share an index)
//   histories  one string per distinct history: "<types>;<transitions>"
//              types        space-separated "offsetSeconds/abbreviation/isDst(0|1)";
//                           type 0 applies before the first transition
//              transitions  space-separated "<seconds since the previous transition,
//                           base 36; the first counted from 0>.<type index, base 36>"
export const ZONE_HISTORY_FORMAT = 1;
