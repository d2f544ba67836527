import { getSupabase, useAppDispatch } from '@astro/shared';
import { useEffect, useState } from 'react';
import { threadsChanged } from '../api/threads-api';

export type LiveStatus = 'connecting' | 'live' | 'offline';

/**
 * Changes arriving together (a new conversation and its first question) are read as one: the
 * list is fetched again this long after the last of them.
 */
export const COALESCE_MS = 250;
/** How often the list is read again while live updates are unavailable. */
export const POLL_WHILE_OFFLINE_MS = 30_000;

/**
 * Keeps Threads current while it is open: a conversation started, continued, renamed or deleted
 * in another tab or device refreshes the list (and any search). When realtime is down the list is
 * read again every 30 seconds, and once more when it is back, since changes were missed.
 */
export function useLiveThreads(userId: string | undefined): LiveStatus {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (!userId) return undefined;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(pending);
      pending = setTimeout(() => dispatch(threadsChanged()), COALESCE_MS);
    };
    const supabase = getSupabase();
    const own = { schema: 'public', filter: `user_id=eq.${userId}` };
    const channel = supabase
      .channel(`threads:${userId}`)
      // Every conversation, a brain's too, is a row here: started, renamed, deleted, or asked
      // again (a question moves its last_message_at), which is all the list shows.
      .on('postgres_changes', { ...own, event: '*', table: 'grok_conversations' }, refresh);
    channel.subscribe((state) => {
      if (state === 'SUBSCRIBED') {
        setStatus('live');
        // The list may have been read just before the subscription began, or while it was down.
        refresh();
      } else {
        setStatus('offline');
      }
    });
    return () => {
      clearTimeout(pending);
      void supabase.removeChannel(channel);
    };
  }, [userId, dispatch]);

  useEffect(() => {
    if (!userId || status !== 'offline') return undefined;
    const poll = setInterval(() => dispatch(threadsChanged()), POLL_WHILE_OFFLINE_MS);
    return () => clearInterval(poll);
  }, [userId, status, dispatch]);

  return userId ? status : 'offline';
}
