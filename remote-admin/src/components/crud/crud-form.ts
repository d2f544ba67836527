import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** A draft checked against its schema: the values to save, or the first message for each field. */
export function validateDraft<Values>(
  schema: z.ZodType<Values>,
  draft: unknown,
): { ok: true; values: Values } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(draft);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

/** The ids in their new order after moving one up (-1) or down (+1); unchanged at the ends. */
export function moveId(ids: string[], id: string, direction: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + direction;
  if (from === -1 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
