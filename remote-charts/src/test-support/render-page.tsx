import { createMemoryRouter, RouterProvider } from '@astro/shared';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders a page at `path` in a router, which is returned too (to read the URL the page sets). */
export function renderAt(path: string, route: string, page: ReactNode) {
  const router = createMemoryRouter([{ path: route, element: page }], { initialEntries: [path] });
  return { ...render(<RouterProvider router={router} />), router };
}

/** Only the clock is fixed: timers stay real, so the page's async work and RTL's waits still run. */
export function fixClock(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
