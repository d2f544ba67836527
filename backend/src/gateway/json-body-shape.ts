const isJsonWhitespace = (byte: number) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/**
 * Whether a JSON body can be rows. PostgREST answers 201 to a table insert of `null`, `[]`, `"x"`
 * or `1` and inserts nothing, so a client that sent the wrong thing would believe it was saved.
 * A row is an object, a batch a non-empty array: the first significant byte must be `{` or `[`,
 * and after `[` not `]`. Everything else (keys, types, the rest of the document) is PostgREST's
 * to judge, and so is an empty body, which it refuses itself.
 */
export function isRowsJsonShape(body: Buffer): boolean {
  let afterBracket = false;
  for (const byte of body) {
    if (isJsonWhitespace(byte)) continue;
    if (afterBracket) return byte !== 0x5d; /* ] */
    if (byte === 0x7b /* { */) return true;
    if (byte !== 0x5b /* [ */) return false;
    afterBracket = true;
  }
  return !afterBracket;
}

/** Whether a request to this PostgREST path writes table rows from a JSON body. */
export function writesRowsFromJson(method: string, path: string, contentType: string | undefined) {
  if (method !== 'POST' && method !== 'PATCH' && method !== 'PUT') return false;
  if (path.startsWith('/rpc/')) return false;
  return contentType === undefined || contentType === '' || /json/i.test(contentType);
}
