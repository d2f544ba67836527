import { baseApi, getSupabase } from '@astro/shared';
import { z } from 'zod';

export interface Brain {
  id: string;
  title: string;
  emoji: string;
  description: string;
  featuredOrder: number;
  /** How many of the user's saved charts the brain reads: 0, 1, or 2 (synastry). */
  chartSlots: number;
}

const brainRow = z.object({
  brain_id: z.string(),
  title: z.string(),
  featured_order: z.number(),
  chart_slots: z.number().int().min(0).max(2).catch(0),
  brain: z
    .object({ snippet_emoji: z.string().optional(), description: z.string().optional() })
    .loose()
    .catch({}),
});

export const LOAD_BRAINS_ERROR =
  'Failed to load brains - Could not retrieve brain list from server';

/** wizard_brains in featured order (product §7), checked row by row; a bad row is skipped. */
export async function fetchBrains(): Promise<Brain[]> {
  const { data, error } = await getSupabase()
    .from('wizard_brains')
    .select('brain_id,title,featured_order,chart_slots,brain')
    .order('featured_order', { ascending: true });
  if (error) throw new Error(LOAD_BRAINS_ERROR);
  return z
    .array(z.unknown())
    .parse(data ?? [])
    .flatMap((raw) => {
      const row = brainRow.safeParse(raw);
      if (!row.success) return [];
      return [
        {
          id: row.data.brain_id,
          title: row.data.title,
          emoji: row.data.brain.snippet_emoji ?? '✨',
          description: row.data.brain.description ?? '',
          featuredOrder: row.data.featured_order,
          chartSlots: row.data.chart_slots,
        },
      ];
    });
}

const brainsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBrains: build.query<Brain[], void>({
      async queryFn() {
        try {
          return { data: await fetchBrains() };
        } catch {
          return { error: { message: LOAD_BRAINS_ERROR } };
        }
      },
      providesTags: ['Brain'],
    }),
  }),
  overrideExisting: false,
});

export const { useGetBrainsQuery } = brainsApi;
