import { z } from 'zod';
import { FunctionCallError, postFunction } from '../../../lib/call-function';
import {
  IMAGE_FAILED_GENERIC,
  IMAGE_MODEL_ERROR,
  imageFailureMessage,
  isImageModel,
} from '../model/grok-models';

const resultSchema = z.object({
  data: z.array(z.object({ url: z.string().optional(), b64_json: z.string().optional() })).min(1),
});

export type ImageResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * product §7: POST images/generations {model, prompt, n, response_format} and read data[0].url,
 * through the project's grok function (the provider key stays on the server).
 */
export async function generateImage(model: string, prompt: string): Promise<ImageResult> {
  if (!isImageModel(model)) return { ok: false, message: IMAGE_MODEL_ERROR };
  try {
    const answer = resultSchema.safeParse(
      await postFunction('grok/images/generations', {
        model,
        prompt: prompt.trim(),
        n: 1,
        response_format: 'url',
      }),
    );
    const first = answer.success ? answer.data.data[0] : undefined;
    const url =
      first?.url ?? (first?.b64_json ? `data:image/png;base64,${first.b64_json}` : undefined);
    return url ? { ok: true, url } : { ok: false, message: IMAGE_FAILED_GENERIC };
  } catch (error) {
    if (error instanceof FunctionCallError)
      return { ok: false, message: imageFailureMessage(error.message) };
    return { ok: false, message: IMAGE_FAILED_GENERIC };
  }
}
