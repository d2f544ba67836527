import type { DataApi } from '../_shared/data-api';
import { errorJson } from '../_shared/http';
import type { ContentPart } from './chat-request';
import { titleOf } from './turn-content';
import type { TurnRequest } from './turn-request';

/** How many messages of the branch (the question included) the provider is sent. */
export const HISTORY_LIMIT = 100;

/** The rows a turn starts with, and the branch the provider is sent, oldest first. */
export interface BegunTurn {
  conversation_id: string;
  user_message_id: string;
  assistant_message_id: string;
  /** The conversation's brain; null for Grok. */
  brain_id: string | null;
  history: { role: 'user' | 'assistant'; content: ContentPart[] }[];
}

/**
 * Stores what a turn starts with, in one transaction: for a question, the question and an empty
 * answer in state 'streaming'; for a new answer to a stored question, only that empty answer.
 */
export async function beginTurn(
  api: DataApi,
  userId: string,
  turn: TurnRequest,
): Promise<{ ok: true; turn: BegunTurn } | { ok: false; response: Response }> {
  const begun =
    turn.kind === 'question'
      ? await api.rpc<BegunTurn>('grok_begin_turn', {
          p_user_id: userId,
          p_conversation_id: turn.conversationId,
          p_parent_id: turn.parentId,
          p_parent_given: turn.parentGiven,
          p_title: turn.title ?? titleOf(turn.question),
          p_model: turn.options.model,
          p_content: turn.question,
          p_history_limit: HISTORY_LIMIT,
          p_brain_id: turn.brainId ?? null,
        })
      : await api.rpc<BegunTurn>('grok_begin_answer', {
          p_user_id: userId,
          p_conversation_id: turn.conversationId,
          p_question_id: turn.questionId,
          p_model: turn.options.model,
          p_history_limit: HISTORY_LIMIT,
          p_brain_id: turn.brainId ?? null,
        });
  if (begun.ok) return { ok: true, turn: begun.data };
  if (begun.status === 404)
    return {
      ok: false,
      response: errorJson(404, 'not_found', begun.message || 'Conversation not found'),
    };
  if (begun.status === 400)
    return { ok: false, response: errorJson(400, 'invalid_request', begun.message) };
  if (begun.status === 413)
    return {
      ok: false,
      response: errorJson(413, 'content_too_large', 'The message is too large to be stored'),
    };
  return {
    ok: false,
    response: errorJson(
      503,
      'storage_unavailable',
      'The conversation could not be saved right now. Please try again.',
      { 'Retry-After': '1' },
    ),
  };
}

/**
 * Takes back what `beginTurn` stored, for a turn that must not go on (its account was refused
 * meanwhile): the conversation it created, else its question (the answer goes with it), else
 * its new answer. Best effort: what stays is the caller's own, and the sweep fails the answer.
 */
export async function forgetTurn(api: DataApi, turn: TurnRequest, begun: BegunTurn): Promise<void> {
  if (turn.kind === 'question' && turn.conversationId === null)
    await api.remove('grok_conversations', `id=eq.${begun.conversation_id}`);
  else if (turn.kind === 'question')
    await api.remove('grok_messages', `id=eq.${begun.user_message_id}`);
  else await api.remove('grok_messages', `id=eq.${begun.assistant_message_id}`);
}
