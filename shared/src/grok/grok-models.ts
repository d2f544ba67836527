/**
 * The Grok model catalogue of product §3 ("Model info") and §9, with the product §5/§8 image-generation
 * rules. One copy for every app: the chat widget and the admin panel both offer these models.
 * Imported as '@astro/shared/grok-models', so only apps that show models bundle it.
 */

/** product §9: the default model and temperature. */
export const DEFAULT_MODEL = 'grok-3-latest';
export const DEFAULT_TEMPERATURE = 0.7;

export type PriceTier = '$' | '$$' | '$$$' | '$$$$';

export interface ModelInfo {
  id: string;
  label: string;
  description: string;
  vision: boolean;
  tier: PriceTier;
}

/** Price tiers follow the provider's per-token prices: mini < grok-2 < grok-3 < fast. */
export const GROK_MODELS: readonly ModelInfo[] = [
  {
    id: 'grok-3-latest',
    label: 'Grok 3 (latest)',
    description:
      'Flagship model, always the newest Grok 3 release: deep answers and careful reasoning.',
    vision: false,
    tier: '$$$',
  },
  {
    id: 'grok-3-vision',
    label: 'Grok 3 Vision',
    description:
      'Grok 3 with image understanding: reads charts, photos and screenshots you attach.',
    vision: true,
    tier: '$$$',
  },
  {
    id: 'grok-3',
    label: 'Grok 3',
    description: 'Grok 3 pinned to a fixed release, for answers that stay consistent over time.',
    vision: false,
    tier: '$$$',
  },
  {
    id: 'grok-3-fast-latest',
    label: 'Grok 3 Fast (latest)',
    description: 'Grok 3 quality on faster infrastructure: the quickest replies, at a premium.',
    vision: false,
    tier: '$$$$',
  },
  {
    id: 'grok-3-fast',
    label: 'Grok 3 Fast',
    description: 'Pinned release of Grok 3 Fast: low latency for interactive sessions.',
    vision: false,
    tier: '$$$$',
  },
  {
    id: 'grok-3-mini-latest',
    label: 'Grok 3 Mini (latest)',
    description: 'Small, economical model that thinks before answering; good for quick questions.',
    vision: false,
    tier: '$',
  },
  {
    id: 'grok-3-mini',
    label: 'Grok 3 Mini',
    description: 'Pinned release of Grok 3 Mini: economical, with visible reasoning.',
    vision: false,
    tier: '$',
  },
  {
    id: 'grok-3-mini-fast-latest',
    label: 'Grok 3 Mini Fast (latest)',
    description: 'Grok 3 Mini on faster infrastructure: quick, light answers.',
    vision: false,
    tier: '$$',
  },
  {
    id: 'grok-3-mini-fast',
    label: 'Grok 3 Mini Fast',
    description: 'Pinned release of Grok 3 Mini Fast.',
    vision: false,
    tier: '$$',
  },
  {
    id: 'grok-2-vision-latest',
    label: 'Grok 2 Vision (latest)',
    description: 'Grok 2 with image understanding, always the newest release.',
    vision: true,
    tier: '$$',
  },
  {
    id: 'grok-2-vision-1212',
    label: 'Grok 2 Vision (1212)',
    description: 'The December 2024 release of Grok 2 Vision.',
    vision: true,
    tier: '$$',
  },
  {
    id: 'grok-2-vision',
    label: 'Grok 2 Vision',
    description: 'Grok 2 Vision: describes and reasons about images.',
    vision: true,
    tier: '$$',
  },
  {
    id: 'grok-2-latest',
    label: 'Grok 2 (latest)',
    description: 'Previous-generation text model, always the newest Grok 2 release.',
    vision: false,
    tier: '$$',
  },
  {
    id: 'grok-2-1212',
    label: 'Grok 2 (1212)',
    description: 'The December 2024 release of Grok 2.',
    vision: false,
    tier: '$$',
  },
  {
    id: 'grok-2',
    label: 'Grok 2',
    description: 'Grok 2 text model: dependable everyday answers.',
    vision: false,
    tier: '$$',
  },
];

export const findModel = (id: string): ModelInfo | undefined =>
  GROK_MODELS.find((m) => m.id === id);

export const isSelectableModel = (id: string): boolean => findModel(id) !== undefined;

/** product §5: the only models that generate images. */
export const IMAGE_MODELS = ['grok-vision-beta', 'grok-3-vision'] as const;
export const IMAGE_MODEL_LABELS: Record<(typeof IMAGE_MODELS)[number], string> = {
  'grok-vision-beta': 'Grok Vision Beta',
  'grok-3-vision': 'Grok 3 Vision',
};
export const IMAGE_MODEL_ERROR =
  'Selected model is not supported for image generation. Please use Grok Vision Beta or Grok 3 Vision.';
export const isImageModel = (id: string): boolean =>
  (IMAGE_MODELS as readonly string[]).includes(id);

/** What the AI features say when the server has no provider key and the user set none. */
export const API_KEY_REQUIRED_MESSAGE =
  'API Key Required - Please set your xAI API key in settings';

/** product §8: what an image generation failure says. */
export const IMAGE_FAILED_GENERIC = 'Image generation failed. Please check your model and prompt.';
export function imageFailureMessage(body: string): string {
  return body.startsWith('Image generation failed') ? body : `Image generation failed: ${body}`;
}
