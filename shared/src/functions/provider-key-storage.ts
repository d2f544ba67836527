import { z } from 'zod';

/**
 * Where the user's own xAI key is kept in this browser, as `{key}`. The chat's settings write it;
 * every call to the functions sends it along (see call-function.ts).
 */
export const API_KEY_STORAGE_KEY = 'grok_api_key';

const storedShape = z.object({ key: z.string().trim().min(1) });

export function readStoredApiKey(): string | null {
  try {
    const raw = localStorage.getItem(API_KEY_STORAGE_KEY);
    if (!raw) return null;
    const parsed = storedShape.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.key : null;
  } catch {
    return null;
  }
}

/** Keys are 8 to 256 printable characters without spaces (what the AI functions accept). */
export const API_KEY_FORMAT = /^[\x21-\x7e]{8,256}$/;

export function storeApiKey(key: string): void {
  localStorage.setItem(API_KEY_STORAGE_KEY, JSON.stringify({ key: key.trim() }));
}

export function clearStoredApiKey(): void {
  localStorage.removeItem(API_KEY_STORAGE_KEY);
}
