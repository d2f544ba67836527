import { readEnv } from '../_shared/env';
import { corsPreflight, json } from '../_shared/http';

const VERSION = '2.2.5';

/** Asks the data API for one public row; anything below 500 means the database answers. */
async function probeDatabase(): Promise<'ok' | 'unavailable'> {
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

/** GET /functions/v1/health: the main service's liveness, used by the app's status icon. */
export default async function health(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return corsPreflight();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return json({ code: 'method_not_allowed', message: 'Use GET' }, 405, { Allow: 'GET, HEAD' });
  }
  const database = await probeDatabase();
  const status = database === 'ok' ? 'ok' : 'degraded';
  return json(
    { status, service: 'main', version: VERSION, database, time: new Date().toISOString() },
    status === 'ok' ? 200 : 503,
    { 'Cache-Control': 'no-store' },
  );
}
