/**
 * Decides where an e-mail link or OAuth flow may send the browser. Only the site itself, the
 * gateway, and explicitly listed URLs are allowed: anything else falls back to the site's
 * /auth/callback, so links cannot be turned into open redirects.
 */
export function resolveRedirect(
  candidate: string | null | undefined,
  urls: { site: string; api: string; additionalRedirects: string[] },
): string {
  const fallback = `${urls.site.replace(/\/$/, '')}/auth/callback`;
  if (!candidate) return fallback;
  let target: URL;
  try {
    target = new URL(candidate);
  } catch {
    return fallback;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return fallback;
  const sameOrigin = [urls.site, urls.api].some((u) => {
    try {
      return new URL(u).origin === target.origin;
    } catch {
      return false;
    }
  });
  if (sameOrigin) return target.toString();
  const listed = urls.additionalRedirects.some((pattern) =>
    matchesPattern(target.toString(), pattern),
  );
  return listed ? target.toString() : fallback;
}

/** `*` matches within one path segment or host label; `**` matches anything. */
export function matchesPattern(url: string, pattern: string): boolean {
  const escaped = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/.]*'),
    )
    .join('.*');
  return new RegExp(`^${escaped}$`).test(url);
}

/** Appends values to a URL's fragment (implicit flow) or query (PKCE code). */
export function withParams(
  base: string,
  params: Record<string, string>,
  where: 'hash' | 'query',
): string {
  const url = new URL(base);
  const encoded = new URLSearchParams(params).toString();
  if (where === 'query') {
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  }
  url.hash = encoded;
  return url.toString();
}
