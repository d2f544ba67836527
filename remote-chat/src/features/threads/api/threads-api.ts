import { baseApi, getSupabase, OFFLINE_MESSAGE } from '@astro/shared';
import { z } from 'zod';
import { findModel } from '@astro/shared/grok-models';
import { byNewest, type Thread } from '../model/thread';
import { type MessageMatch } from '../model/thread-search';

const conversationRow = z.object({
  id: z.string(),
  title: z.string(),
  model: z.string(),
  last_message_at: z.string(),
  /** The brain that answers it; null for a Grok conversation. */
  brain_id: z.string().nullish(),
  wizard_brains: z
    .object({
      title: z.string(),
      brain: z.object({ snippet_emoji: z.string().optional() }).loose().catch({}),
    })
    .nullish()
    .catch(null),
});
type ConversationRow = z.infer<typeof conversationRow>;

const rowsOf = <T>(shape: z.ZodType<T>, data: unknown): T[] =>
  z
    .array(z.unknown())
    .catch([])
    .parse(data)
    .flatMap((raw) => {
      const row = shape.safeParse(raw);
      return row.success ? [row.data] : [];
    });

/** A conversation as Threads lists it: with its brain, or with the Grok model it last used. */
function threadOf(row: ConversationRow): Thread {
  const id = encodeURIComponent(row.id);
  if (row.brain_id) {
    return {
      kind: 'brain',
      id: row.id,
      title: row.title,
      with: row.wizard_brains?.title ?? row.brain_id,
      emoji: row.wizard_brains?.brain.snippet_emoji ?? '✨',
      date: row.last_message_at,
      href: `/chat?brainId=${encodeURIComponent(row.brain_id)}&conversation=${id}`,
    };
  }
  return {
    kind: 'grok',
    id: row.id,
    title: row.title,
    with: findModel(row.model)?.label ?? row.model,
    emoji: '🤖',
    date: row.last_message_at,
    href: `/grok?conversation=${id}`,
  };
}

/**
 * The signed-in user's conversations (row-level security keeps it to theirs): one table holds
 * them all, a brain's with its brain_id.
 */
export async function fetchThreads(): Promise<Thread[]> {
  const { data, error } = await getSupabase()
    .from('grok_conversations')
    .select('id,title,model,last_message_at,brain_id,wizard_brains(title,brain)')
    .order('last_message_at', { ascending: false })
    .limit(1000);
  if (error) throw new Error(error.message);
  return rowsOf(conversationRow, data).map(threadOf).sort(byNewest);
}

const matchRow = z.object({
  kind: z.enum(['grok', 'brain']),
  conversation_id: z.string(),
  snippet: z.string().nullable(),
});

/** More conversations than a screen shows; the server finds those with the latest matches. */
const MATCH_LIMIT = 100;

/**
 * Conversations whose messages contain the words of `text` (PostgreSQL full-text search; quotes
 * for a phrase, `or`, `-word`), with a snippet of the best matching message each.
 */
export async function searchMessages(text: string): Promise<MessageMatch[]> {
  const { data, error } = await getSupabase().rpc('search_conversations', {
    search_text: text,
    max_results: MATCH_LIMIT,
  });
  if (error) throw new Error(error.message);
  return rowsOf(matchRow, data).map((row) => ({
    kind: row.kind,
    id: row.conversation_id,
    snippet: row.snippet ?? '',
  }));
}

type ThreadRef = Pick<Thread, 'kind' | 'id'>;

const threadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getThreads: build.query<Thread[], void>({
      async queryFn() {
        // Offline the answer is known at once: the copy kept on this device is shown instead.
        if (navigator.onLine === false) return { error: { message: OFFLINE_MESSAGE, status: 0 } };
        try {
          return { data: await fetchThreads() };
        } catch (error) {
          return { error: { message: error instanceof Error ? error.message : String(error) } };
        }
      },
      providesTags: ['Thread'],
    }),
    searchThreadMessages: build.query<MessageMatch[], string>({
      async queryFn(text) {
        try {
          return { data: await searchMessages(text) };
        } catch (error) {
          return { error: { message: error instanceof Error ? error.message : String(error) } };
        }
      },
      // A conversation started or answered elsewhere may match too.
      providesTags: ['Thread'],
    }),
    renameThread: build.mutation<null, ThreadRef & { title: string }>({
      async queryFn({ id, title }) {
        const { data, error } = await getSupabase()
          .from('grok_conversations')
          .update({ title: title.trim() })
          .eq('id', id)
          .select('id');
        if (error) return { error: { message: error.message } };
        if (!data || data.length === 0)
          return { error: { message: 'This conversation no longer exists' } };
        return { data: null };
      },
      invalidatesTags: ['Thread'],
    }),
    deleteThread: build.mutation<null, ThreadRef>({
      async queryFn({ id }) {
        // Its messages go with it.
        const { error } = await getSupabase().from('grok_conversations').delete().eq('id', id);
        if (error) return { error: { message: error.message } };
        return { data: null };
      },
      invalidatesTags: ['Thread'],
    }),
  }),
  overrideExisting: false,
});

export const {
  useGetThreadsQuery,
  useSearchThreadMessagesQuery,
  useRenameThreadMutation,
  useDeleteThreadMutation,
} = threadsApi;

/** Everything Threads shows is out of date: the list and any search are read again. */
export const threadsChanged = () => baseApi.util.invalidateTags(['Thread']);
