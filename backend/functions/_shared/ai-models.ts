/** The model catalogue of product §9. */
export const SELECTABLE_MODELS = [
  'grok-3-latest',
  'grok-3-vision',
  'grok-3',
  'grok-3-fast-latest',
  'grok-3-fast',
  'grok-3-mini-latest',
  'grok-3-mini',
  'grok-3-mini-fast-latest',
  'grok-3-mini-fast',
  'grok-2-vision-latest',
  'grok-2-vision-1212',
  'grok-2-vision',
  'grok-2-latest',
  'grok-2-1212',
  'grok-2',
] as const;

export const DEFAULT_MODEL = 'grok-3-latest';
export const DEFAULT_TEMPERATURE = 0.7;

/** product §8: what the model list falls back to when the provider cannot be asked. */
export const FALLBACK_MODELS = ['grok-2-latest', 'grok-2-vision-latest', 'grok-2-1212'] as const;

/** product §5: the only models accepted for image generation. */
export const IMAGE_MODELS = ['grok-vision-beta', 'grok-3-vision'] as const;
export const IMAGE_MODEL_MESSAGE =
  'Selected model is not supported for image generation. Please use Grok Vision Beta or Grok 3 Vision.';

export const isSelectableModel = (model: string): boolean =>
  (SELECTABLE_MODELS as readonly string[]).includes(model);

/** product §9: the vision models are the grok-3-vision and grok-2-vision ones. */
export const isVisionModel = (model: string): boolean => /^grok-[23]-vision/.test(model);

/** Where a question with an image goes when the chosen model reads only text. */
export const DEFAULT_VISION_MODEL = 'grok-2-vision-latest';
