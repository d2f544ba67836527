import type { ContentPart } from '../../grok';

/** The attribute that marks an element whose text can be sent to an AI; its value names the context. */
export const SEND_TO_AI_ATTRIBUTE = 'data-send-to-ai';
export const DEFAULT_TARGET_SELECTOR = `[${SEND_TO_AI_ATTRIBUTE}]`;
/**
 * Structured data a marked element carries beside its readable text (a chart page puts the
 * computed chart here), sent with any passage selected inside it.
 */
export const SEND_TO_AI_DATA_ATTRIBUTE = 'data-send-to-ai-data';
/**
 * The saved charts a marked element is about (ids, space-separated): the question is grounded in
 * them on the server and the answer's claims about them are checked.
 */
export const SEND_TO_AI_CHARTS_ATTRIBUTE = 'data-send-to-ai-charts';

/** The chart ids an element names, at most two (a synastry), each a plain id. */
export const chartIdsOf = (value: string | null): string[] =>
  (value ?? '')
    .split(/\s+/)
    .filter((id) => /^[0-9a-f-]{36}$/i.test(id))
    .slice(0, 2);

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

/** How the page's data is named where the question shows it, and for the model. */
export const PAGE_DATA_LABEL = 'Data from this page';

/**
 * The question sent: the user's instruction (or a default) as their own words, the passage as a
 * quote naming where it is from, and the page's structured data about it (a computed chart) as an
 * attachment. Kept as separate parts, the conversation shows a quote and an attachment rather than
 * a prompt, and the server frames them for the model.
 */
export function questionParts(
  text: string,
  instruction: string,
  context: string,
  data = '',
): ContentPart[] {
  const parts: ContentPart[] = [
    { type: 'text', text: instruction.trim() || DEFAULT_INSTRUCTION },
    {
      type: 'text',
      kind: 'quote',
      text: text.trim(),
      ...(context.trim() ? { label: context.trim() } : {}),
    },
  ];
  const attached = data.trim().slice(0, MAX_SELECTION_CHARS);
  if (attached)
    parts.push({ type: 'text', kind: 'attachment', label: PAGE_DATA_LABEL, text: attached });
  return parts;
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
