export type TimeInputField = 'date' | 'time' | 'timeZone' | 'lat' | 'lon';

/** Bad input to the time functions; `field` names the offending input for forms and the CLI. */
export class TimeInputError extends Error {
  override readonly name = 'TimeInputError';

  constructor(
    readonly field: TimeInputField,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}
