import type { ChatMessage, ContentPart } from './chat-request';

const TITLE_LENGTH = 80;

/** A message's content as stored: always parts. */
export const toParts = (content: ChatMessage['content']): ContentPart[] =>
  typeof content === 'string' ? [{ type: 'text', text: content }] : content;

/** A quoted passage or attached data, framed so the model reads it as such and not as a question. */
function framed(part: Extract<ContentPart, { type: 'text' }>): string {
  if (part.kind === 'quote') {
    const from = part.label ? ` (from “${part.label}”)` : '';
    return `Passage${from}:\n"""\n${part.text}\n"""`;
  }
  if (part.kind === 'attachment') return `${part.label || 'Attached data'}:\n${part.text}`;
  return part.text;
}

/**
 * Text-only content goes to the provider as a plain string, which every model accepts; parts go
 * as the provider's own shapes (a stored part's `kind` and `label` are ours, not the protocol's).
 */
export function forProvider(parts: ContentPart[]): ChatMessage['content'] {
  return parts.every((p) => p.type === 'text')
    ? parts.map((p) => (p.type === 'text' ? framed(p) : '')).join('\n')
    : parts.map((p): ContentPart => (p.type === 'text' ? { type: 'text', text: framed(p) } : p));
}

export const hasImage = (parts: ContentPart[]): boolean =>
  parts.some((p) => p.type === 'image_url');

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

/**
 * A conversation's title out of its first question: the user's own words (else the passage they
 * quoted, never attached data), cut to one line.
 */
export function titleOf(parts: ContentPart[]): string {
  const own = parts.filter((p) => p.type === 'text' && !p.kind);
  const quoted = parts.filter((p) => p.type === 'text' && p.kind === 'quote');
  const text = (own.length > 0 ? own : quoted)
    .map((p) => (p.type === 'text' ? p.text : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return 'Image conversation';
  return text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH - 1)}…` : text;
}
