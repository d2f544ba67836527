import { loadSupabase } from '@astro/shared';
import { useEffect } from 'react';

/**
 * Starts downloading the Supabase client as soon as a sign-in form shows, so the button does not
 * wait for it. A failure here is reported by the submit that needs the client.
 */
export function usePreloadedSupabase(): void {
  useEffect(() => {
    loadSupabase().catch(() => undefined);
  }, []);
}
