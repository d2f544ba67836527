/** A problem in the lesson content, reported with the file it is in so the build names it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'ContentError';
  }
}
