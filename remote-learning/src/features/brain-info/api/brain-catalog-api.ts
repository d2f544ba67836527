import { baseApi, getSupabase } from '@astro/shared';
import { type BrainSummary, buildBrainCatalog } from '../model/brain-catalog';

export const brainCatalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every brain with the titles of its knowledge documents (not their text, which can be large). */
    getBrainCatalog: build.query<BrainSummary[], void>({
      async queryFn() {
        const supabase = getSupabase();
        const [brains, documents] = await Promise.all([
          supabase
            .from('wizard_brains')
            .select('brain_id, title, featured_order, brain')
            .order('featured_order', { ascending: true }),
          supabase.from('brain_documents').select('id, brain_id, title, source'),
        ]);
        if (brains.error)
          return { error: { message: brains.error.message, code: brains.error.code } };
        // Without documents the page still explains each brain; topics are simply not listed.
        return { data: buildBrainCatalog(brains.data, documents.error ? [] : documents.data) };
      },
      providesTags: [{ type: 'Brain', id: 'catalog' }],
    }),
  }),
});

export const { useGetBrainCatalogQuery } = brainCatalogApi;
