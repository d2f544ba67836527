// The catalogue is shared with the admin panel; this feature adds its own timing of the
// "Thinking..." steps.
export * from '@astro/shared/grok-models';

/** product §2/§4 progress steps shown before the first token, one every 800 ms. */
export const THINKING_STEPS = [
  'Reading your message',
  'Gathering context',
  'Reasoning it through',
  'Composing the answer',
] as const;
export const THINKING_STEP_MS = 800;
