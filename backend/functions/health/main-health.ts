import { probeDatabase } from '../_shared/database-probe';
import { json } from '../_shared/http';
import { providerStatus } from '../_shared/provider-status';

const VERSION = '2.2.5';

/**
 * The main service's liveness, used by the app's status icon. The AI provider is reported but
 * does not decide the status: charts and lessons work without it.
 */
export async function mainHealth(): Promise<Response> {
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
