import { getSupabase } from '@astro/shared';
import { useEffect, useState } from 'react';

/**
 * Subscribes to changes of wizard_announcements on channel `announcements_changes` and calls
 * `onChange` for each. Returns whether the subscription is live; when it is not (socket down),
 * callers reload the list whenever the panel opens.
 */
export function useLiveAnnouncements(onChange: () => void): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    const supabase = getSupabase();
    let subscribedBefore = false;
    const channel = supabase
      .channel('announcements_changes')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'wizard_announcements' }, () => onChange())
      .subscribe((status) => {
        setLive(status === 'SUBSCRIBED');
        if (status !== 'SUBSCRIBED') return;
        // A re-subscription after a drop may have missed changes meanwhile.
        if (subscribedBefore) onChange();
        subscribedBefore = true;
      });
    return () => {
      setLive(false);
      void supabase.removeChannel(channel);
    };
  }, [onChange]);
  return live;
}
