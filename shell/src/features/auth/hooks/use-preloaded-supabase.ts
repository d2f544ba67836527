import { loadSupabase } from '@astro/shared';
import { useEffect } from 'react';

const FIRST_TOUCH = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Starts downloading the Supabase client as soon as the visitor starts on a sign-in form (focus,
 * tap or key), so the submit button does not wait for it while the page's own load is not slowed
 * by a client it may never use. A failure here is reported by the submit that needs the client.
 */
export function usePreloadedSupabase(): void {
  useEffect(() => {
    const stop = () =>
      FIRST_TOUCH.forEach((name) => document.removeEventListener(name, load, true));
    function load() {
      stop();
      loadSupabase().catch(() => undefined);
    }
    FIRST_TOUCH.forEach((name) => document.addEventListener(name, load, true));
    return stop;
  }, []);
}
