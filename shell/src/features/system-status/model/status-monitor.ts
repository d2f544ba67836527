import { getEnvConfig, whenIdle } from '@astro/shared';
import {
  checkEndpoint,
  HEALTH_CHECK_INTERVAL_MS,
  recentStatus,
  saveStatus,
  type SystemStatus,
} from './health-status';

type Listener = (status: SystemStatus) => void;

let status: SystemStatus = { main: 'checking', chat: 'checking' };
const listeners = new Set<Listener>();
let timer: number | null = null;

/**
 * The first check waits until start-up has finished its work (at most this long): the icon says
 * 'checking' meanwhile, and two requests and their answers stay out of the page's first tasks.
 */
export const FIRST_CHECK_DEADLINE_MS = 2000;

const publish = (next: SystemStatus) => {
  status = next;
  listeners.forEach((listener) => listener(status));
};

async function runCheck(): Promise<void> {
  const { healthUrls } = getEnvConfig();
  // The previous result stays visible while a re-check runs; only the first check shows 'checking'.
  const [main, chat] = await Promise.all([checkEndpoint(healthUrls.main), checkEndpoint(healthUrls.chat)]);
  const next = { main, chat };
  saveStatus(window.sessionStorage, Date.now(), next);
  publish(next);
}

let running: Promise<void> | null = null;

/** The status as last published: what a newly mounted icon shows before any change. */
export const currentSystemStatus = (): SystemStatus => status;

/** Checks both endpoints now (a click on the icon); a check already under way is not doubled. */
export function recheckSystemStatus(): Promise<void> {
  running ??= runCheck().finally(() => {
    running = null;
  });
  return running;
}

/** Starts the periodic checks once for the page; listeners get the current status at once. */
export function subscribeSystemStatus(listener: Listener): () => void {
  listeners.add(listener);
  listener(status);
  if (timer === null) {
    const recent = recentStatus(window.sessionStorage, Date.now());
    if (recent) publish(recent);
    else whenIdle(() => void recheckSystemStatus(), FIRST_CHECK_DEADLINE_MS);
    timer = window.setInterval(() => void recheckSystemStatus(), HEALTH_CHECK_INTERVAL_MS);
  }
  return () => {
    listeners.delete(listener);
  };
}
