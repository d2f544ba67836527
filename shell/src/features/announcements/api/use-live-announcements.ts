import { onSupabaseLoaded } from '@astro/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';

/**
 * Subscribes to changes of wizard_announcements on channel `announcements_changes` and calls
 * `onChange` for each. Returns whether the subscription is live; when it is not, callers reload
 * the list whenever the panel opens.
 *
 * The subscription rides on the app's Supabase client, so it starts once that client is loaded:
 * at once for a signed-in user, at sign-in for a visitor, whose first page never downloads the
 * realtime client for the bell alone. Until then the list is reloaded when the tab comes back
 * into view.
 */
export function useLiveAnnouncements(onChange: () => void): boolean {
  const [live, setLive] = useState(false);
  const [supabase, setClient] = useState<SupabaseClient | null>(null);
  useEffect(() => onSupabaseLoaded(setClient), []);

  useEffect(() => {
    if (supabase) return undefined;
    const refreshWhenShown = () => {
      if (document.visibilityState === 'visible') onChange();
    };
    document.addEventListener('visibilitychange', refreshWhenShown);
    return () => document.removeEventListener('visibilitychange', refreshWhenShown);
  }, [supabase, onChange]);

  useEffect(() => {
    if (!supabase) return undefined;
    const channel = supabase
      .channel('announcements_changes')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'wizard_announcements' }, () => onChange())
      .subscribe((status) => {
        setLive(status === 'SUBSCRIBED');
        // The client may have loaded well after the list, and a re-subscription follows a drop:
        // either way changes may have been missed meanwhile.
        if (status === 'SUBSCRIBED') onChange();
      });
    return () => {
      setLive(false);
      void supabase.removeChannel(channel);
    };
  }, [supabase, onChange]);
  return live;
}
