export { BrainChatPanel, type BrainChatPanelProps } from './components/brain-chat-panel';
export {
  createBrainChat,
  askBrain,
  answerQuestion,
  waitForAnswer,
  type AnswerProgress,
} from './api/brain-service';
export {
  AUTH_REQUIRED,
  BRAIN_RESPONSE_FAILED,
  BRAIN_TIMEOUT,
  BrainChatError,
  INIT_CHAT_FAILED,
  UNPARSEABLE_RESPONSE,
  type Source,
} from './model/brain-answer';
export { SourcesList } from './components/sources-list';
export { parseSources } from './model/brain-answer';
