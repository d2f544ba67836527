import { z } from 'zod';

/** wizard_brains rows; `brain` is free-form jsonb, so only the fields shown are read, leniently. */
export const brainRowSchema = z.object({
  brain_id: z.string(),
  title: z.string(),
  featured_order: z.number().nullable().optional(),
  brain: z
    .object({
      snippet_emoji: z.string().optional().catch(undefined),
      description: z.string().optional().catch(undefined),
      system_prompt: z.string().optional().catch(undefined),
    })
    .passthrough()
    .nullable()
    .catch(null),
});

export const knowledgeRowSchema = z.object({
  id: z.string(),
  brain_id: z.string(),
  title: z.string(),
  source: z.string().nullable(),
});

export interface BrainSummary {
  id: string;
  title: string;
  emoji: string | null;
  description: string | null;
  instructions: string | null;
  topics: { id: string; title: string; source: string | null }[];
}

/**
 * Joins brains with their knowledge documents. Rows that do not have the expected shape are
 * skipped rather than failing the page; brains keep their featured order.
 */
export function buildBrainCatalog(brains: unknown, documents: unknown): BrainSummary[] {
  const brainRows = (Array.isArray(brains) ? brains : []).flatMap((row) => {
    const parsed = brainRowSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  const docRows = (Array.isArray(documents) ? documents : []).flatMap((row) => {
    const parsed = knowledgeRowSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  return brainRows
    .sort(
      (a, b) =>
        (a.featured_order ?? 1e9) - (b.featured_order ?? 1e9) || a.title.localeCompare(b.title),
    )
    .map((brain) => ({
      id: brain.brain_id,
      title: brain.title,
      emoji: brain.brain?.snippet_emoji?.trim() || null,
      description: brain.brain?.description?.trim() || null,
      instructions: brain.brain?.system_prompt?.trim() || null,
      topics: docRows
        .filter((doc) => doc.brain_id === brain.brain_id)
        .sort((a, b) => a.title.localeCompare(b.title))
        .map(({ id, title, source }) => ({ id, title, source })),
    }));
}
