/** Bad CLI input; `field` is the flag or JSON key at fault (printed as the first word). */
export class CliInputError extends Error {
  override readonly name = 'CliInputError';

  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}
