import type { SignedInUser } from '../_shared/auth-user';
import { serviceDataApi } from '../_shared/data-api';
import { errorJson, json } from '../_shared/http';
import { activeTurns } from './active-turns';
import { isUuid } from './turn-request';

/**
 * POST messages/{id}/stop: the owner stops an answer. Here, the provider request is aborted at
 * once and the partial answer stored as 'stopped' before this answers; an answer streaming in
 * another instance sees the request at its next write (202).
 */
export async function stopMessage(user: SignedInUser, messageId: string): Promise<Response> {
  if (!isUuid(messageId)) return errorJson(404, 'not_found', 'No such message');
  const userId = user.id;
  const api = serviceDataApi();
  const marked = await api.update<{ id: string; status: string }>(
    'grok_messages',
    `id=eq.${messageId}&user_id=eq.${userId}&role=eq.assistant&status=eq.streaming`,
    { stop_requested_at: new Date().toISOString() },
    'id,status',
  );
  if (!marked.ok)
    return errorJson(
      503,
      'storage_unavailable',
      'The stop could not be recorded. Please try again.',
      {
        'Retry-After': '1',
      },
    );
  if (marked.data.length === 0) {
    const found = await api.select<{ id: string; status: string }>(
      `grok_messages?id=eq.${messageId}&user_id=eq.${userId}&role=eq.assistant&select=id,status`,
    );
    if (!found.ok)
      return errorJson(
        503,
        'storage_unavailable',
        'The message could not be read. Please try again.',
      );
    const row = found.data[0];
    if (!row) return errorJson(404, 'not_found', 'No such message');
    // Already over: nothing to stop.
    return json({ id: row.id, status: row.status });
  }
  const local = activeTurns.get(messageId);
  if (local && local.userId === userId) {
    await local.stop();
    return json({ id: messageId, status: 'stopped' });
  }
  return json({ id: messageId, status: 'stopping' }, 202);
}
