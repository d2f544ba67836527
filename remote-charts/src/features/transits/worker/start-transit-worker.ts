/**
 * Starts the timeline's worker. webpack turns exactly this `new Worker(new URL(…, import.meta.url))`
 * form into a separate entry with its own chunks. Throws where a worker cannot start: no Worker in
 * the environment, or a remote served from another origin than the page (a worker script must be
 * same-origin, and the CSP allows 'self' only); the caller then computes on the page.
 */
export function startTransitWorker(): Worker {
  return new Worker(new URL('./transit-worker.ts', import.meta.url), { name: 'transit-timeline' });
}
