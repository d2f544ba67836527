import type { ChatMessage, ContentPart } from './chat-request';

const TITLE_LENGTH = 80;

/** A message's content as stored: always parts. */
export const toParts = (content: ChatMessage['content']): ContentPart[] =>
  typeof content === 'string' ? [{ type: 'text', text: content }] : content;

/** Text-only content goes to the provider as a plain string, which every model accepts. */
export function forProvider(parts: ContentPart[]): ChatMessage['content'] {
  return parts.every((p) => p.type === 'text')
    ? parts.map((p) => (p.type === 'text' ? p.text : '')).join('\n')
    : parts;
}

export const hasImage = (parts: ContentPart[]): boolean => parts.some((p) => p.type !== 'text');

/** Said in place of an earlier image when the conversation goes on with a text-only model. */
export const IMAGE_LEFT_OUT =
  '[An image was shared here; the model now answering reads only text.]';

/**
 * An earlier message for a text-only model: its images become a note (the provider refuses an
 * image sent to such a model, and the conversation can go on about the words).
 */
export function forTextOnlyProvider(parts: ContentPart[]): ChatMessage['content'] {
  return forProvider(
    parts.map((p): ContentPart => (p.type === 'text' ? p : { type: 'text', text: IMAGE_LEFT_OUT })),
  );
}

/** A conversation's title out of its first question: its words, cut to one line. */
export function titleOf(parts: ContentPart[]): string {
  const text = parts
    .map((p) => (p.type === 'text' ? p.text : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return 'Image conversation';
  return text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH - 1)}…` : text;
}
