import { z } from 'zod';

/** A knowledge excerpt a brain's answer drew on, cited as [ref]. */
export interface Source {
  ref: number;
  title: string;
  source: string | null;
  excerpt: string;
}

const sourceShape = z.object({
  ref: z.number(),
  title: z.string(),
  source: z.string().nullable().optional(),
  excerpt: z.string().optional(),
});

/** The cited sources of an answer row; anything malformed is left out rather than shown. */
export function parseSources(raw: unknown): Source[] {
  return z
    .array(z.unknown())
    .catch([])
    .parse(raw)
    .flatMap((item) => {
      const parsed = sourceShape.safeParse(item);
      return parsed.success
        ? [
            {
              ref: parsed.data.ref,
              title: parsed.data.title,
              source: parsed.data.source ?? null,
              excerpt: parsed.data.excerpt ?? '',
            },
          ]
        : [];
    });
}
