import { type AccuracySummary, accuracySummarySchema } from '@astro/astrology';
import { useEffect, useSyncExternalStore } from 'react';

/** Written next to the shell's files by each production build (scripts/build.mjs). */
export const ACCURACY_SUMMARY_PATH = '/accuracy.json';

export type AccuracyState =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; summary: AccuracySummary };

// The page is prerendered with its tables, and the app replaces that picture once the page's
// code has loaded. The report is fetched with the code (see routes.tsx) and kept here, so the
// page's first render already has it, instead of swapping the tables for a loading line.
let state: AccuracyState = { status: 'idle' };
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: AccuracyState) {
  state = next;
  listeners.forEach((listener) => listener());
}

async function fetchSummary(): Promise<AccuracySummary> {
  const response = await fetch(ACCURACY_SUMMARY_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The accuracy report answered ${response.status}`);
  return accuracySummarySchema.parse(await response.json());
}

/** Loads the report once; after a failure, the next call tries again. Never rejects. */
export function loadAccuracySummary(): Promise<void> {
  if (state.status === 'loaded') return Promise.resolve();
  if (!pending) {
    set({ status: 'loading' });
    pending = fetchSummary().then(
      (summary) => set({ status: 'loaded', summary }),
      () => {
        pending = undefined;
        set({ status: 'failed' });
      },
    );
  }
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The report, loading it on first use; `retry` loads it again after a failure. */
export function useAccuracySummary(): AccuracyState & { retry: () => void } {
  const current = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (state.status === 'idle') void loadAccuracySummary();
  }, []);
  return { ...current, retry: () => void loadAccuracySummary() };
}
