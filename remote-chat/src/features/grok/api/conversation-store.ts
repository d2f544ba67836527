import { baseApi, getSupabase } from '@astro/shared';
import { z } from 'zod';
import { MESSAGE_COLUMNS, messageFromRow, type ChatMessage } from '../model/chat-messages';

/** More than any conversation a person keeps going; the newest are kept if one ever grows past. */
const MESSAGE_LIMIT = 2000;

export interface StoredConversation {
  id: string;
  title: string;
  model: string;
  /** The saved charts attached to the conversation. */
  chartIds: string[];
  /** The brain that answers in it; null for Grok. */
  brainId: string | null;
  messages: ChatMessage[];
}

const headerShape = z.object({
  id: z.string(),
  title: z.string(),
  model: z.string(),
  chart_ids: z.array(z.string()).nullish(),
  brain_id: z.string().nullish(),
});

/** A conversation with all its messages (every branch), or null when it is not there. */
export async function loadConversation(id: string): Promise<StoredConversation | null> {
  const supabase = getSupabase();
  const [header, rows] = await Promise.all([
    supabase
      .from('grok_conversations')
      .select('id,title,model,chart_ids,brain_id')
      .eq('id', id)
      .maybeSingle(),
    supabase
      .from('grok_messages')
      .select(MESSAGE_COLUMNS)
      .eq('conversation_id', id)
      .order('created_at', { ascending: false })
      .limit(MESSAGE_LIMIT),
  ]);
  if (header.error) throw new Error(header.error.message);
  if (rows.error) throw new Error(rows.error.message);
  const found = headerShape.safeParse(header.data);
  if (!found.success) return null;
  return {
    id: found.data.id,
    title: found.data.title,
    model: found.data.model,
    chartIds: found.data.chart_ids ?? [],
    brainId: found.data.brain_id ?? null,
    messages: (rows.data ?? []).flatMap((row) => {
      const message = messageFromRow(row);
      return message ? [message] : [];
    }),
  };
}

/** One message as stored now. */
export async function fetchMessage(id: string): Promise<ChatMessage | null> {
  const { data, error } = await getSupabase()
    .from('grok_messages')
    .select(MESSAGE_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return messageFromRow(data);
}

export type LiveState = 'connecting' | 'live' | 'offline';

/**
 * Follows a conversation's messages as the server writes them: answers streaming for another tab
 * or before a reload, and messages sent from elsewhere. `onResubscribed` catches up on what a
 * dropped socket missed.
 */
export function followConversation(
  id: string,
  onMessage: (message: ChatMessage) => void,
  onState: (state: LiveState, resubscribed: boolean) => void,
): () => void {
  const supabase = getSupabase();
  let subscribedBefore = false;
  const channel = supabase
    .channel(`grok_messages:${id}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'grok_messages', filter: `conversation_id=eq.${id}` },
      (payload) => {
        if (payload.eventType === 'DELETE') return;
        const message = messageFromRow(payload.new);
        if (message) onMessage(message);
      },
    )
    .subscribe((state) => {
      if (state === 'SUBSCRIBED') {
        onState('live', subscribedBefore);
        subscribedBefore = true;
      } else onState('offline', false);
    });
  return () => {
    void supabase.removeChannel(channel);
  };
}

export interface ConversationSummary {
  id: string;
  title: string;
  lastMessageAt: string;
  /** The brain that answers in it; null for Grok. */
  brainId: string | null;
}

const summaryShape = z.object({
  id: z.string(),
  title: z.string(),
  last_message_at: z.string(),
  brain_id: z.string().nullish(),
});

const conversationListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    grokConversations: build.query<ConversationSummary[], void>({
      async queryFn() {
        const { data, error } = await getSupabase()
          .from('grok_conversations')
          .select('id,title,last_message_at,brain_id')
          .order('last_message_at', { ascending: false })
          .limit(100);
        if (error) return { error: { message: error.message } };
        return {
          data: (data ?? []).flatMap((raw) => {
            const row = summaryShape.safeParse(raw);
            return row.success
              ? [
                  {
                    id: row.data.id,
                    title: row.data.title,
                    lastMessageAt: row.data.last_message_at,
                    brainId: row.data.brain_id ?? null,
                  },
                ]
              : [];
          }),
        };
      },
      // Threads and this list show the same conversations: a change to one refreshes both.
      providesTags: ['Thread'],
    }),
  }),
  overrideExisting: false,
});

export const { useGrokConversationsQuery } = conversationListApi;
/** After a turn begins, the lists of conversations (here and in Threads) are out of date. */
export const conversationListsChanged = () => baseApi.util.invalidateTags(['Thread']);
