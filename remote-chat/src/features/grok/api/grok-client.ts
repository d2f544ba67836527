import { z } from 'zod';
import { callFunction, readJson } from '@astro/shared';

const healthShape = z.object({
  provider: z.object({ configured: z.boolean() }).optional(),
});

/** Whether the server has its own provider key (then users need none); null when it cannot tell. */
export async function serverHasProviderKey(): Promise<boolean | null> {
  try {
    const response = await callFunction('health');
    const parsed = healthShape.safeParse(await readJson(response));
    return parsed.success ? (parsed.data.provider?.configured ?? null) : null;
  } catch {
    return null;
  }
}
