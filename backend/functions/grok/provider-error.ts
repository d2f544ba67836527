import { readLimitedText } from '../_shared/provider-call';

/**
 * Passes a provider error on with its own body, so the client can map it (spec §8, e.g.
 * "Client specified an invalid argument"). Provider-side failures become 502: a 5xx from this
 * gateway would otherwise look like our own crash.
 */
export async function providerErrorResponse(upstream: Response): Promise<Response> {
  const text = await readLimitedText(upstream).catch(() => '');
  const status = upstream.status >= 500 ? 502 : upstream.status;
  const body = text || JSON.stringify({ error: `The AI provider answered ${upstream.status}` });
  return new Response(body, {
    status,
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
      'Access-Control-Allow-Origin': '*',
      'X-Provider-Status': String(upstream.status),
    },
  });
}
