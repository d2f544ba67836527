// Shape of the generated module next to this file; see ../place-data-format.ts.
declare const placesData: unknown;
export default placesData;
