import { z } from 'zod';
import { callFunction, NotSignedInError, readJson } from '../../../lib/functions-client';
import { GrokError, grokErrorMessage, errorDetails } from '../model/grok-errors';
import { IMAGE_FAILED_GENERIC, imageFailureMessage } from '../model/grok-models';

/** product §8 for image generation. */
export const IMAGE_GENERATION_FALLBACK = IMAGE_FAILED_GENERIC;
const imageResult = z.object({ data: z.array(z.object({ url: z.string().url() })).min(1) });

export async function generateImage(
  model: string,
  prompt: string,
  signal?: AbortSignal,
): Promise<string> {
  let response: Response;
  try {
    response = await callFunction('grok/images/generations', {
      body: { model, prompt, n: 1, response_format: 'url' },
      signal,
    });
  } catch (error) {
    if (error instanceof NotSignedInError) throw new GrokError(error.message, 'not_authenticated');
    throw new GrokError(IMAGE_GENERATION_FALLBACK);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const details = errorDetails(body);
    if (details.code === 'api_key_required')
      throw new GrokError(grokErrorMessage(body), details.code);
    // The gateway already words provider failures as "Image generation failed: {body}".
    const text =
      details.message ??
      details.providerMessage ??
      (typeof body === 'string' ? body : JSON.stringify(body));
    throw new GrokError(imageFailureMessage(text), details.code);
  }
  const parsed = imageResult.safeParse(body);
  if (!parsed.success) throw new GrokError(IMAGE_GENERATION_FALLBACK);
  return parsed.data.data[0]!.url;
}

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
