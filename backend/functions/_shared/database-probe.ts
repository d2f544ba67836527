import { readEnv } from './env';

/** Asks the data API for one public row; anything below 500 means the database answers. */
export async function probeDatabase(): Promise<'ok' | 'unavailable'> {
  const url = readEnv('SUPABASE_URL');
  const key = readEnv('SUPABASE_ANON_KEY');
  if (!url || !key) return 'unavailable';
  try {
    const res = await fetch(`${url}/rest/v1/wizard_brains?select=brain_id&limit=1`, {
      headers: { apikey: key, authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(2000),
    });
    await res.body?.cancel();
    return res.status < 500 ? 'ok' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}
