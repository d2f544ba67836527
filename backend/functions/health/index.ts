import { probeDatabase } from '../_shared/database-probe';
import { corsPreflight, json } from '../_shared/http';
import { providerStatus } from '../_shared/provider-status';

const VERSION = '2.2.5';

/**
 * GET /functions/v1/health: the main service's liveness, used by the app's status icon. The AI
 * provider is reported but does not decide the status: charts and lessons work without it.
 */
export default async function health(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return corsPreflight();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return json({ code: 'method_not_allowed', message: 'Use GET' }, 405, { Allow: 'GET, HEAD' });
  }
  const [database, provider] = await Promise.all([probeDatabase(), providerStatus()]);
  const status = database === 'ok' ? 'ok' : 'degraded';
  return json(
    {
      status,
      service: 'main',
      version: VERSION,
      database,
      provider,
      time: new Date().toISOString(),
    },
    status === 'ok' ? 200 : 503,
    { 'Cache-Control': 'no-store' },
  );
}
