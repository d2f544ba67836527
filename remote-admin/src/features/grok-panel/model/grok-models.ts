/** Spec §3 "Model info (local)" and §9: what the admin can choose, with description, vision and price. */
export type PriceTier = '$' | '$$' | '$$$' | '$$$$';

export interface GrokModel {
  id: string;
  label: string;
  description: string;
  vision: boolean;
  tier: PriceTier;
}

export const DEFAULT_MODEL = 'grok-3-latest';

/** Price tiers follow xAI's per-token prices: mini < grok-2 < grok-3 < fast variants. */
export const GROK_MODELS: readonly GrokModel[] = [
  {
    id: 'grok-3-latest',
    label: 'Grok 3 (latest)',
    description: 'The newest Grok 3 release: thorough answers and careful reasoning.',
    vision: false,
    tier: '$$$',
  },
  {
    id: 'grok-3-vision',
    label: 'Grok 3 Vision',
    description: 'Grok 3 with image understanding; also generates images here.',
    vision: true,
    tier: '$$$',
  },
  {
    id: 'grok-3',
    label: 'Grok 3',
    description: 'Grok 3 pinned to one release, for answers that stay consistent.',
    vision: false,
    tier: '$$$',
  },
  {
    id: 'grok-3-fast-latest',
    label: 'Grok 3 Fast (latest)',
    description: 'Grok 3 quality on faster servers: the quickest replies, at a premium.',
    vision: false,
    tier: '$$$$',
  },
  {
    id: 'grok-3-fast',
    label: 'Grok 3 Fast',
    description: 'A pinned release of Grok 3 Fast for low-latency sessions.',
    vision: false,
    tier: '$$$$',
  },
  {
    id: 'grok-3-mini-latest',
    label: 'Grok 3 Mini (latest)',
    description: 'Small and economical; thinks before answering. Good for quick checks.',
    vision: false,
    tier: '$',
  },
  {
    id: 'grok-3-mini',
    label: 'Grok 3 Mini',
    description: 'A pinned release of Grok 3 Mini.',
    vision: false,
    tier: '$',
  },
  {
    id: 'grok-3-mini-fast-latest',
    label: 'Grok 3 Mini Fast (latest)',
    description: 'Grok 3 Mini on faster servers: quick, light answers.',
    vision: false,
    tier: '$$',
  },
  {
    id: 'grok-3-mini-fast',
    label: 'Grok 3 Mini Fast',
    description: 'A pinned release of Grok 3 Mini Fast.',
    vision: false,
    tier: '$$',
  },
  {
    id: 'grok-2-vision-latest',
    label: 'Grok 2 Vision (latest)',
    description: 'The newest Grok 2 model that reads images.',
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
    description: 'The previous generation text model, newest release.',
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

export const findModel = (id: string): GrokModel | undefined =>
  GROK_MODELS.find((model) => model.id === id);

/** Spec §5: only these models generate images. */
export const IMAGE_MODELS = ['grok-vision-beta', 'grok-3-vision'] as const;
export const IMAGE_MODEL_ERROR =
  'Selected model is not supported for image generation. Please use Grok Vision Beta or Grok 3 Vision.';
export const isImageModel = (id: string): boolean =>
  (IMAGE_MODELS as readonly string[]).includes(id);

/** Spec §8: what an image generation failure says. */
export const IMAGE_FAILED_GENERIC = 'Image generation failed. Please check your model and prompt.';
export function imageFailureMessage(body: string): string {
  return body.startsWith('Image generation failed') ? body : `Image generation failed: ${body}`;
}
