/** The attribute that marks an element whose text can be sent to an AI; its value names the context. */
export const SEND_TO_AI_ATTRIBUTE = 'data-send-to-ai';
export const DEFAULT_TARGET_SELECTOR = `[${SEND_TO_AI_ATTRIBUTE}]`;
/**
 * Structured data a marked element carries beside its readable text (a chart page puts the
 * computed chart here), sent with any passage selected inside it.
 */
export const SEND_TO_AI_DATA_ATTRIBUTE = 'data-send-to-ai-data';

/** Longest selection sent: a long passage is plenty of context, and requests stay small. */
export const MAX_SELECTION_CHARS = 8000;

/** product §6 and §8 texts, word for word. */
export const FAILED_XAI = 'Failed to get response from xAI';
export const AUTH_REQUIRED = 'Authentication required - Please sign in to use Brain Chat';
export const INIT_CHAT_FAILED = 'Failed to initialize chat';
export const BRAIN_RESPONSE_FAILED = 'Failed to get response from Brain';

export type AssistantChoice =
  { kind: 'grok'; modelId: string } | { kind: 'brain'; brainId: string };

/** A choice as one select value: 'grok:<model>' or 'brain:<brain id>'; '' is no choice yet. */
export const choiceValue = (choice: AssistantChoice | null): string =>
  choice === null
    ? ''
    : choice.kind === 'grok'
      ? `grok:${choice.modelId}`
      : `brain:${choice.brainId}`;

export function parseChoice(value: string): AssistantChoice | null {
  const [kind, ...rest] = value.split(':');
  const id = rest.join(':');
  if (!id) return null;
  if (kind === 'grok') return { kind: 'grok', modelId: id };
  if (kind === 'brain') return { kind: 'brain', brainId: id };
  return null;
}

/** product §5: Send needs non-blank selected text and a chosen model or brain. */
export const canSend = (text: string, choice: AssistantChoice | null): boolean =>
  text.trim() !== '' && choice !== null;

export const DEFAULT_INSTRUCTION =
  'Explain this passage: what it means and how an astrologer would use it.';

/**
 * The question sent: the user's instruction (or a default), then the passage and where it is
 * from, then the page's structured data about it, if any.
 */
export function composeQuestion(
  text: string,
  instruction: string,
  context: string,
  data = '',
): string {
  const ask = instruction.trim() || DEFAULT_INSTRUCTION;
  const source = context.trim() ? ` (from “${context.trim()}”)` : '';
  const question = `${ask}\n\nPassage${source}:\n"""\n${text.trim()}\n"""`;
  const attached = data.trim().slice(0, MAX_SELECTION_CHARS);
  return attached ? `${question}\n\nData the page holds about it:\n${attached}` : question;
}

/**
 * The conversation's title: the user's own instruction, else the passage they chose; never the
 * composed question with its passage markers and page data. The server cuts it to one line.
 */
export function threadTitle(text: string, instruction: string): string {
  return instruction.trim() || `“${text.trim()}”`;
}

/** product §2: SuperChat opens with modelType=grok&modelId=… or modelType=brain&brainId=…. */
export function superChatUrl(choice: AssistantChoice, conversation: string | null): string {
  const params = new URLSearchParams(
    choice.kind === 'grok'
      ? { modelType: 'grok', modelId: choice.modelId }
      : { modelType: 'brain', brainId: choice.brainId },
  );
  if (conversation) params.set('conversationId', conversation);
  return `/super-chat?${params.toString()}`;
}
