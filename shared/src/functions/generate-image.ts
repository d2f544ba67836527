import { z } from 'zod';
import {
  API_KEY_REQUIRED_MESSAGE,
  IMAGE_FAILED_GENERIC,
  IMAGE_MODEL_ERROR,
  imageFailureMessage,
  isImageModel,
} from '../grok/grok-models';
import { FunctionError, postFunction } from './call-function';

const imageResult = z.object({
  data: z.array(z.object({ url: z.string().optional(), b64_json: z.string().optional() })).min(1),
});

/**
 * product §7: POST images/generations {model, prompt, n, response_format} through the project's
 * grok function and read data[0].url. Resolves to the image's URL; any failure throws a
 * FunctionError whose message is the sentence to show (product §8).
 */
export async function generateImage(
  model: string,
  prompt: string,
  signal?: AbortSignal,
): Promise<string> {
  if (!isImageModel(model)) throw new FunctionError(IMAGE_MODEL_ERROR, 400, 'invalid_request', '');
  let answer: unknown;
  try {
    answer = await postFunction(
      'grok/images/generations',
      { model, prompt: prompt.trim(), n: 1, response_format: 'url' },
      signal,
    );
  } catch (error) {
    if (!(error instanceof FunctionError))
      throw new FunctionError(IMAGE_FAILED_GENERIC, 0, null, '');
    if (error.code === 'not_authenticated') throw error;
    const message =
      error.code === 'api_key_required'
        ? API_KEY_REQUIRED_MESSAGE
        : imageFailureMessage(error.message || error.body);
    throw new FunctionError(message, error.status, error.code, error.body);
  }
  const parsed = imageResult.safeParse(answer);
  const first = parsed.success ? parsed.data.data[0] : undefined;
  const url =
    first?.url ?? (first?.b64_json ? `data:image/png;base64,${first.b64_json}` : undefined);
  if (!url) throw new FunctionError(IMAGE_FAILED_GENERIC, 200, null, '');
  return url;
}
