export { default as GrokChat, EMPTY_STATE, type GrokChatProps } from './components/grok-chat';
export { Markdown } from '../../components';
export { streamTurn } from './api/conversation-turns';
export {
  GROK_MODELS,
  DEFAULT_MODEL,
  DEFAULT_TEMPERATURE,
  findModel,
  isSelectableModel,
} from './model/grok-models';
export { ModelSelect, ModelBadges } from './components/model-select';
export { GrokError, API_KEY_REQUIRED, needsApiKey } from './model/grok-errors';
export { fetchMessage } from './api/conversation-store';
export { SourcesList } from './components/sources-list';
export { parseSources, type Source } from './model/sources';
export { readAssistantChoice, type AssistantChoice } from './model/assistant-choice';
export type { ContentPart } from './model/chat-messages';
