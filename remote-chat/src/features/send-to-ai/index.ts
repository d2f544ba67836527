export { default as SendToAi, type SendToAiProps } from './components/send-to-ai';
export { SEND_TO_AI_ATTRIBUTE, DEFAULT_TARGET_SELECTOR } from './model/send-to-ai-request';
