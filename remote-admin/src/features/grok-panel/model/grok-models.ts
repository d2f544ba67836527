// The model catalogue and image rules are shared with the chat remote.
export * from '@astro/shared/grok-models';
export type { ModelInfo as GrokModel } from '@astro/shared/grok-models';
