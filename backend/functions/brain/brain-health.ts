import { probeDatabase } from '../_shared/database-probe';
import { json } from '../_shared/http';
import { providerStatus } from '../_shared/provider-status';

const VERSION = '2.2.5';

/**
 * GET /functions/v1/brain/health: the chat services. They need the database and, when the
 * server has a key, a provider that answers; "ok" means a question asked now can be answered.
 */
export async function brainHealth(): Promise<Response> {
  const [database, provider] = await Promise.all([probeDatabase(), providerStatus()]);
  const ok = database === 'ok' && provider.reachable !== false;
  return json(
    {
      status: ok ? 'ok' : 'degraded',
      service: 'chat',
      version: VERSION,
      database,
      provider,
      time: new Date().toISOString(),
    },
    ok ? 200 : 503,
    { 'Cache-Control': 'no-store' },
  );
}
