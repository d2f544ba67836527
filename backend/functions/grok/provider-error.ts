import { readLimitedText } from '../_shared/provider-call';

/**
 * Passes a provider error on with its own body, so the client can map it (product §8, e.g.
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

export interface ProviderFailure {
  /** The provider's own error code (xAI's `code`, OpenAI's `error.code`), when it sent one. */
  code: string | null;
  message: string;
}

/** The provider's own error code and sentence out of its error body, if it has them. */
export async function providerFailure(upstream: Response): Promise<ProviderFailure> {
  const text = await readLimitedText(upstream, 4096).catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown; code?: unknown };
    const nested = (typeof body.error === 'object' && body.error !== null ? body.error : {}) as {
      message?: unknown;
      code?: unknown;
    };
    const code =
      typeof body.code === 'string'
        ? body.code
        : typeof nested.code === 'string'
          ? nested.code
          : null;
    const found =
      typeof body.error === 'string'
        ? body.error
        : typeof nested.message === 'string'
          ? nested.message
          : typeof body.message === 'string'
            ? body.message
            : undefined;
    if (found) return { code, message: found };
  } catch {
    // Not JSON: the text itself, or the status.
  }
  return { code: null, message: text.trim() || `The AI provider answered ${upstream.status}` };
}
