import type { z } from 'zod';

/**
 * A reader for rows as PostgREST returns them: each row that fits the schema, parsed; a row that
 * does not (a column renamed under us, a bad value) is left out rather than breaking the list.
 */
export function parseRows<T>(schema: z.ZodType<T>): (rows: unknown) => T[] {
  return (rows) => {
    if (!Array.isArray(rows)) return [];
    return rows.flatMap((row) => {
      const parsed = schema.safeParse(row);
      return parsed.success ? [parsed.data] : [];
    });
  };
}
