// Shape of the generated module next to this file; see ../zone-history-format.ts.
declare const zoneHistoryData: unknown;
export default zoneHistoryData;
