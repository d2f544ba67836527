import { loadSupabase } from '@astro/shared';
import { type RefObject, useEffect } from 'react';

/** The public Broadcast topic the database announces testimonial changes on (migration 0023). */
export const TESTIMONIALS_TOPIC = 'testimonials';

/**
 * Calls `onChange` whenever the admin publishes, edits, reorders or removes a testimonial, while
 * `section` is on screen. The realtime client is loaded only once the section scrolls into view:
 * it sits below the fold, and the first paint of the home page should not pay for it.
 */
export function useLiveTestimonials(
  section: RefObject<HTMLElement | null>,
  onChange: () => void,
): void {
  useEffect(() => {
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    let stopped = false;
    let unsubscribe: (() => void) | null = null;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void loadSupabase().then((supabase) => {
        if (stopped) return;
        const channel = supabase
          .channel(TESTIMONIALS_TOPIC)
          .on('broadcast', { event: 'changed' }, () => onChange())
          .subscribe((status) => {
            // Changes made while the connection was down are picked up when it comes back.
            if (status === 'SUBSCRIBED') onChange();
          });
        unsubscribe = () => void supabase.removeChannel(channel);
      });
    });
    observer.observe(element);
    return () => {
      stopped = true;
      observer.disconnect();
      unsubscribe?.();
    };
  }, [section, onChange]);
}
