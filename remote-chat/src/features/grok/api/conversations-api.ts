import { getSupabase } from '@astro/shared';
import { z } from 'zod';
import {
  fromStoredMessages,
  textOf,
  toStoredMessage,
  type ChatMessage,
} from '../model/chat-messages';

const TABLE = 'grok_conversations';
const TITLE_MAX = 200;

/** A conversation's title: its first question, shortened to fit. */
export function conversationTitle(messages: ChatMessage[]): string {
  const first = messages.find((m) => m.role === 'user');
  const text = first ? textOf(first.content).replace(/\s+/g, ' ').trim() : '';
  if (!text) return first ? 'Question about an image' : 'New conversation';
  return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text;
}

export interface SavedConversation {
  id: string;
  title: string;
  model: string;
  messages: ChatMessage[];
  updatedAt: string;
}

const rowShape = z.object({
  id: z.string(),
  title: z.string(),
  model: z.string(),
  messages: z.unknown(),
  updated_at: z.string(),
});

/**
 * Saves the whole conversation: the first save creates the row (titled after the first
 * question), later ones replace its messages. Returns the conversation's id.
 */
export async function saveConversation(input: {
  id: string | null;
  model: string;
  messages: ChatMessage[];
}): Promise<string> {
  const messages = input.messages.filter((m) => !m.failed).map(toStoredMessage);
  const supabase = getSupabase();
  if (input.id) {
    const { error } = await supabase
      .from(TABLE)
      .update({ model: input.model, messages, last_message_at: new Date().toISOString() })
      .eq('id', input.id);
    if (error) throw new Error(error.message);
    return input.id;
  }
  const { data, error } = await supabase
    .from(TABLE)
    .insert({ title: conversationTitle(input.messages), model: input.model, messages })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return z.object({ id: z.string() }).parse(data).id;
}

export async function loadConversation(id: string): Promise<SavedConversation | null> {
  const { data, error } = await getSupabase()
    .from(TABLE)
    .select('id,title,model,messages,updated_at')
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  const row = rowShape.safeParse(data);
  if (!row.success) return null;
  return {
    id: row.data.id,
    title: row.data.title,
    model: row.data.model,
    messages: fromStoredMessages(row.data.messages),
    updatedAt: row.data.updated_at,
  };
}
