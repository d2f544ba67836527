import { BODY_NAMES, HOUSE_SYSTEMS, type AccuracySummary } from '@astro/astrology';
import { createMemoryRouter, RouterProvider } from '@astro/shared';
import { render } from '@testing-library/react';
import AccuracyPage from '../components/accuracy-page';

const byKey = <K extends string>(keys: readonly K[], value: number) =>
  Object.fromEntries(keys.map((key) => [key, value])) as Record<K, number>;

function worst(charts: number, moon: number) {
  return {
    charts,
    bodies: { ...byKey(BODY_NAMES, 0.1), moon },
    houses: byKey(HOUSE_SYSTEMS, 0.02),
    angles: { asc: 0.004, mc: 0.01, vertex: 0.4 },
  };
}

export const SUMMARY: AccuracySummary = {
  format: 1,
  generatedAt: '2026-11-29T01:30:00.000Z',
  reference: {
    source: 'Swiss Ephemeris 2.10.03 with sepl_18/semo_18/seas_18',
    sets: [{ name: 'Random charts', charts: 3, about: 'Random instants.' }],
  },
  tzdata: '2025b',
  centuries: [
    { from: 1800, to: 1899, ...worst(1, 0.218) },
    { from: 1900, to: 1999, ...worst(2, 0.069) },
  ],
  overall: worst(3, 0.218),
};

/** Stands in for the network in every test of a file that imports this one. */
export const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

export function answer(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

/** The page keeps the report it loaded for the whole visit: one visit per test file. */
export function renderAccuracyPage() {
  const router = createMemoryRouter([{ path: '/accuracy', element: <AccuracyPage /> }], {
    initialEntries: ['/accuracy'],
  });
  render(<RouterProvider router={router} />);
}
