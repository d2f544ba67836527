import { z } from 'zod';

/** Spec §3: a message's content is a list of parts, text or an image with detail "high". */
export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail: 'high' } };

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: ContentPart[];
  /** The model's reasoning, when it shared any. */
  reasoning?: string;
  model?: string;
  createdAt: string;
  /** The answer was cut short with Stop. */
  stopped?: boolean;
  /** A question that got no answer: shown, but neither sent again nor saved. */
  failed?: boolean;
  /** Small copies of the message's images, in order, for the saved conversation. */
  thumbnails?: string[];
}

export const MESSAGE_NEEDS_CONTENT = 'Message must contain text or an image';

export const newMessageId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The parts of a message being composed, or null when it has neither text nor an image. */
export function composeParts(text: string, imageUrls: string[]): ContentPart[] | null {
  const parts: ContentPart[] = [];
  if (text.trim() !== '') parts.push({ type: 'text', text: text.trim() });
  for (const url of imageUrls)
    parts.push({ type: 'image_url', image_url: { url, detail: 'high' } });
  return parts.length > 0 ? parts : null;
}

export const textOf = (content: ContentPart[]): string =>
  content
    .filter((p): p is Extract<ContentPart, { type: 'text' }> => p.type === 'text')
    .map((p) => p.text)
    .join('\n\n');

export const imagesOf = (content: ContentPart[]): string[] =>
  content.flatMap((p) => (p.type === 'image_url' ? [p.image_url.url] : []));

export interface ApiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ContentPart[];
}

/** The conversation as the chat API takes it; answers that produced nothing are left out. */
export function toApiMessages(messages: ChatMessage[]): ApiMessage[] {
  return messages.flatMap((m): ApiMessage[] => {
    if (m.failed) return [];
    if (m.role === 'assistant') {
      const text = textOf(m.content);
      return text.trim() ? [{ role: 'assistant', content: text }] : [];
    }
    return [{ role: 'user', content: m.content }];
  });
}

const partShape = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({
    type: z.literal('image_url'),
    image_url: z.object({ url: z.string(), detail: z.literal('high').catch('high') }),
  }),
]);

/** A stored message, as the grok_conversations table keeps it. */
export const storedMessageShape = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.union([
    z.string().transform((text): ContentPart[] => [{ type: 'text', text }]),
    z.array(partShape),
  ]),
  reasoning: z.string().optional(),
  model: z.string().optional(),
  created_at: z.string(),
  stopped: z.boolean().optional(),
});
export type StoredMessage = z.input<typeof storedMessageShape>;

/** For saving: images are replaced by their thumbnails, so a conversation stays small. */
export function toStoredMessage(m: ChatMessage): StoredMessage {
  let imageIndex = 0;
  const content = m.content.map((part): ContentPart => {
    if (part.type !== 'image_url') return part;
    const thumbnail = m.thumbnails?.[imageIndex++];
    return thumbnail ? { type: 'image_url', image_url: { url: thumbnail, detail: 'high' } } : part;
  });
  return {
    id: m.id,
    role: m.role,
    content,
    ...(m.reasoning ? { reasoning: m.reasoning } : {}),
    ...(m.model ? { model: m.model } : {}),
    ...(m.stopped ? { stopped: true } : {}),
    created_at: m.createdAt,
  };
}

export function fromStoredMessages(raw: unknown): ChatMessage[] {
  const parsed = z.array(z.unknown()).catch([]).parse(raw);
  return parsed.flatMap((item) => {
    const message = storedMessageShape.safeParse(item);
    if (!message.success) return [];
    const { created_at, ...rest } = message.data;
    return [{ ...rest, createdAt: created_at }];
  });
}
