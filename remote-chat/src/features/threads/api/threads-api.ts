import { baseApi, getSupabase, OFFLINE_MESSAGE } from '@astro/shared';
import { z } from 'zod';
import { findModel } from '../../grok';
import { byNewest, type Thread } from '../model/thread';
import { type MessageMatch } from '../model/thread-search';

const brainChatRow = z.object({
  chat_id: z.string(),
  brain_id: z.string(),
  name: z.string(),
  created_at: z.string(),
  wizard_brains: z
    .object({
      title: z.string(),
      brain: z.object({ snippet_emoji: z.string().optional() }).loose().catch({}),
    })
    .nullable()
    .catch(null),
  chat_history: z
    .array(z.object({ message_time: z.string(), user_message: z.string().nullable() }))
    .catch([]),
});

const grokRow = z.object({
  id: z.string(),
  title: z.string(),
  model: z.string(),
  last_message_at: z.string(),
});

const rowsOf = <T>(shape: z.ZodType<T>, data: unknown): T[] =>
  z
    .array(z.unknown())
    .catch([])
    .parse(data)
    .flatMap((raw) => {
      const row = shape.safeParse(raw);
      return row.success ? [row.data] : [];
    });

/** Both kinds of conversation of the signed-in user (row-level security keeps it to theirs). */
export async function fetchThreads(): Promise<Thread[]> {
  const supabase = getSupabase();
  const [brainChats, grokChats] = await Promise.all([
    supabase
      .from('brain_chats')
      .select(
        'chat_id,brain_id,name,created_at,wizard_brains(title,brain),chat_history(message_time,user_message)',
      )
      .order('message_time', { referencedTable: 'chat_history', ascending: false })
      .limit(1, { referencedTable: 'chat_history' })
      .order('created_at', { ascending: false })
      .limit(500),
    supabase
      .from('grok_conversations')
      .select('id,title,model,last_message_at')
      .order('last_message_at', { ascending: false })
      .limit(500),
  ]);
  if (brainChats.error) throw new Error(brainChats.error.message);
  if (grokChats.error) throw new Error(grokChats.error.message);

  const brains = rowsOf(brainChatRow, brainChats.data).map((row): Thread => ({
    kind: 'brain',
    id: row.chat_id,
    title: row.name,
    with: row.wizard_brains?.title ?? row.brain_id,
    emoji: row.wizard_brains?.brain.snippet_emoji ?? '✨',
    date: row.chat_history[0]?.message_time ?? row.created_at,
    href: `/chat?brainId=${encodeURIComponent(row.brain_id)}&chatId=${encodeURIComponent(row.chat_id)}`,
  }));
  const groks = rowsOf(grokRow, grokChats.data).map((row): Thread => ({
    kind: 'grok',
    id: row.id,
    title: row.title,
    with: findModel(row.model)?.label ?? row.model,
    emoji: '🤖',
    date: row.last_message_at,
    href: `/grok?conversation=${encodeURIComponent(row.id)}`,
  }));
  return [...brains, ...groks].sort(byNewest);
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

const TABLES = {
  brain: { table: 'brain_chats', key: 'chat_id', title: 'name' },
  grok: { table: 'grok_conversations', key: 'id', title: 'title' },
} as const;

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
      async queryFn({ kind, id, title }) {
        const t = TABLES[kind];
        const { data, error } = await getSupabase()
          .from(t.table)
          .update({ [t.title]: title.trim() })
          .eq(t.key, id)
          .select(t.key);
        if (error) return { error: { message: error.message } };
        if (!data || data.length === 0)
          return { error: { message: 'This conversation no longer exists' } };
        return { data: null };
      },
      invalidatesTags: ['Thread'],
    }),
    deleteThread: build.mutation<null, ThreadRef>({
      async queryFn({ kind, id }) {
        const t = TABLES[kind];
        const { error } = await getSupabase().from(t.table).delete().eq(t.key, id);
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
