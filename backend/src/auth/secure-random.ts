import { createHash, randomBytes, randomInt } from 'node:crypto';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** PKCE S256: BASE64URL(SHA256(verifier)). */
export const pkceS256 = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');
