import { getSupabase, useAppDispatch } from '@astro/shared';
import { useEffect, useRef, useState } from 'react';
import { contactMessagesApi, type MessagesArgs } from '../api/contact-messages-api';
import { parseContactMessage, prependMessage } from '../model/contact-message';

export type LiveStatus = 'connecting' | 'live' | 'offline';

/** How often the list reloads while live updates are unavailable. */
export const POLL_WHILE_OFFLINE_MS = 30_000;

/**
 * Keeps a loaded message list current (product §4): a new message is put at the top, any other change
 * reloads the list. Support staff subscribe only to messages assigned to them; the server also
 * checks each change against row-level security. When the realtime socket is down the list is
 * reloaded every 30 seconds instead, and once more when it comes back.
 */
export function useLiveContactMessages(
  args: MessagesArgs,
  reload: () => void,
  enabled = true,
): LiveStatus {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);

  const { assignedTo, status: filter } = args;
  useEffect(() => {
    if (!enabled) return;
    const supabase = getSupabase();
    let subscribedBefore = false;
    const channel = supabase
      .channel(`contact_messages:${assignedTo ?? 'all'}:${filter}`)
      .on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'contact_messages',
          ...(assignedTo ? { filter: `assigned_to=eq.${assignedTo}` } : {}),
        },
        (payload) => {
          const inserted = payload.eventType === 'INSERT' ? parseContactMessage(payload.new) : null;
          if (inserted) {
            dispatch(
              contactMessagesApi.util.updateQueryData(
                'contactMessages',
                { assignedTo, status: filter },
                (draft) => prependMessage(draft, inserted, filter),
              ),
            );
          } else {
            reloadRef.current();
          }
        },
      )
      .subscribe((state) => {
        if (state === 'SUBSCRIBED') {
          setStatus('live');
          // Changes made while the socket was down were missed: catch up once.
          if (subscribedBefore) reloadRef.current();
          subscribedBefore = true;
        } else {
          setStatus('offline');
        }
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [assignedTo, filter, enabled, dispatch]);

  useEffect(() => {
    if (!enabled || status === 'live') return;
    const timer = setInterval(() => reloadRef.current(), POLL_WHILE_OFFLINE_MS);
    return () => clearInterval(timer);
  }, [status, enabled]);

  return enabled ? status : 'offline';
}
