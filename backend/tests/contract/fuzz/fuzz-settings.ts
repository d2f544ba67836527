/**
 * How much the fuzz level generates and from where. The seed is fixed so a failure reproduces;
 * `FUZZ_SEED` replays another one and `FUZZ_SCALE` multiplies every family's count for a longer
 * hunt on a developer's machine (the suite keeps the default, which fits in its time budget).
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 18_062_025);
export const FUZZ_SCALE = Math.max(Number(process.env.FUZZ_SCALE ?? 1) || 1, 0.1);

/** A family's seed: families stay independent, so adding one does not reshuffle the others. */
export const familySeed = (family: string): number => {
  let hash = FUZZ_SEED | 0;
  for (const char of family) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
};

export const runs = (count: number): number => Math.max(1, Math.round(count * FUZZ_SCALE));

/** Longest wait for one answer; anything slower is reported as a hang. */
export const ANSWER_TIMEOUT_MS = 8_000;

/**
 * Source addresses of the fuzz traffic. Per-IP limits (auth, contact form) count the socket's
 * address, so the fuzz level sends from 127.42.x.y: it neither trips a limit that another test
 * file relies on for 127.0.0.1 nor is slowed by the limits the rest of the suite used up.
 */
export const sourceAddress = (familyIndex: number, requestIndex: number): string =>
  `127.42.${familyIndex}.${(requestIndex % 250) + 1}`;

export const reproduceHint = () =>
  `Reproduce with: FUZZ_SEED=${FUZZ_SEED}${FUZZ_SCALE !== 1 ? ` FUZZ_SCALE=${FUZZ_SCALE}` : ''} npx jest -c backend/jest.contract.config.cjs fuzz`;
