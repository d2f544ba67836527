import { z } from 'zod';
import {
  DEFAULT_MODEL,
  DEFAULT_TEMPERATURE,
  isSelectableModel,
  SELECTABLE_MODELS,
} from '../_shared/ai-models';

/** product §5 messages, word for word: the client shows them as they are. */
export const MESSAGES_REQUIRED = 'Messages array is required and must not be empty';
export const CONTENT_REQUIRED = 'Each message must have non-empty content';
export const ONLY_IMAGES = 'Only image files are allowed';
export const IMAGE_TOO_LARGE = 'Image must be less than 5MB for optimal performance';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_MESSAGES = 200;

/**
 * A text part may be the user's own words, or (`kind`) a passage they quote or data the page
 * attached: stored apart so the conversation shows them as such, sent to the provider framed.
 */
export type TextKind = 'quote' | 'attachment';

export type ContentPart =
  | { type: 'text'; text: string; kind?: TextKind; label?: string }
  | { type: 'image_url'; image_url: { url: string; detail?: 'auto' | 'low' | 'high' } };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ContentPart[];
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  temperature: number;
  stream: boolean;
  max_tokens?: number;
  top_p?: number;
  reasoning_effort?: 'low' | 'high';
}

const messageShape = z.object({
  role: z.enum(['system', 'user', 'assistant'], {
    error: 'Each message must have a role of system, user or assistant',
  }),
  content: z.unknown(),
});
const textPart = z.object({
  type: z.literal('text'),
  text: z.string(),
  kind: z.enum(['quote', 'attachment']).optional(),
  label: z.string().max(200).optional(),
});
const imagePart = z.object({
  type: z.literal('image_url'),
  image_url: z.object({
    url: z.string(),
    detail: z.enum(['auto', 'low', 'high']).optional(),
  }),
});
const partShape = z.discriminatedUnion('type', [textPart, imagePart]);

const MAX_TOKENS_MESSAGE = 'max_tokens must be a whole number from 1 to 131072';
const TOP_P_MESSAGE = 'top_p must be a number between 0 and 1';

const optionsShape = z.object({
  model: z
    .string({ error: 'model must be a string' })
    .refine(isSelectableModel, {
      error: (issue) =>
        `Model "${String(issue.input).slice(0, 100)}" is not supported. Choose one of: ${SELECTABLE_MODELS.join(', ')}`,
    })
    .optional(),
  temperature: z
    .number({ error: 'temperature must be a number between 0 and 2' })
    .min(0, 'temperature must be a number between 0 and 2')
    .max(2, 'temperature must be a number between 0 and 2')
    .optional(),
  stream: z.boolean({ error: 'stream must be true or false' }).optional(),
  max_tokens: z
    .number({ error: MAX_TOKENS_MESSAGE })
    .int(MAX_TOKENS_MESSAGE)
    .min(1, MAX_TOKENS_MESSAGE)
    .max(131_072, MAX_TOKENS_MESSAGE)
    .nullish(),
  top_p: z.number({ error: TOP_P_MESSAGE }).min(0, TOP_P_MESSAGE).max(1, TOP_P_MESSAGE).nullish(),
  reasoning_effort: z
    .enum(['low', 'high'], { error: 'reasoning_effort must be low or high' })
    .optional(),
});

/** Size of the bytes a base64 payload decodes to, without decoding it. */
const base64Bytes = (data: string) =>
  Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);

/** An image is a data URL of an image type (at most 5 MB) or an http(s) link. */
function checkImageUrl(url: string): string | null {
  if (/^https?:\/\//i.test(url))
    return url.length <= 4096 ? null : 'Image URLs must be at most 4096 characters';
  const dataUrl = /^data:([^;,]+)(;[^,]*)?,/i.exec(url);
  if (!dataUrl) return ONLY_IMAGES;
  if (!/^image\/(png|jpe?g|gif|webp)$/i.test(dataUrl[1]!)) return ONLY_IMAGES;
  if (!/;base64$/i.test(dataUrl[2] ?? '')) return 'Images must be sent as base64 data URLs';
  return base64Bytes(url.slice(dataUrl[0].length)) > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE : null;
}

/** Validates the content of one message: a non-blank string, or parts with text or an image. */
export function parseContent(
  content: unknown,
): { ok: true; value: ChatMessage['content'] } | { ok: false; message: string } {
  if (typeof content === 'string') {
    return content.trim() ? { ok: true, value: content } : { ok: false, message: CONTENT_REQUIRED };
  }
  const parts = z.array(partShape).min(1).safeParse(content);
  if (!parts.success) return { ok: false, message: CONTENT_REQUIRED };
  for (const part of parts.data) {
    if (part.type === 'image_url') {
      const problem = checkImageUrl(part.image_url.url);
      if (problem) return { ok: false, message: problem };
    }
  }
  const hasContent = parts.data.some((p) => p.type === 'image_url' || p.text.trim() !== '');
  return hasContent ? { ok: true, value: parts.data } : { ok: false, message: CONTENT_REQUIRED };
}

/** The options of a chat request, everything but its messages. */
export type ChatOptions = Omit<ChatRequest, 'messages'>;

/** Validates the options of a chat request (model, temperature, stream…), with their defaults. */
export function parseChatOptions(
  body: Record<string, unknown>,
): { ok: true; options: ChatOptions } | { ok: false; message: string } {
  const options = optionsShape.safeParse(body);
  if (!options.success) return { ok: false, message: options.error.issues[0]!.message };
  const { model, temperature, stream, max_tokens, top_p, reasoning_effort } = options.data;
  return {
    ok: true,
    options: {
      model: model ?? DEFAULT_MODEL,
      temperature: temperature ?? DEFAULT_TEMPERATURE,
      stream: stream ?? false,
      ...(max_tokens == null ? {} : { max_tokens }),
      ...(top_p == null ? {} : { top_p }),
      ...(reasoning_effort === undefined ? {} : { reasoning_effort }),
    },
  };
}

/** Validates a chat completion request; the first problem found is reported. */
export function parseChatRequest(
  body: Record<string, unknown>,
): { ok: true; request: ChatRequest } | { ok: false; message: string } {
  const list = body.messages;
  if (!Array.isArray(list) || list.length === 0) return { ok: false, message: MESSAGES_REQUIRED };
  if (list.length > MAX_MESSAGES) {
    return { ok: false, message: `Too many messages: at most ${MAX_MESSAGES} per request` };
  }
  const messages: ChatMessage[] = [];
  for (const item of list) {
    const message = messageShape.safeParse(item);
    if (!message.success) {
      const roleIssue = message.error.issues.find((i) => i.path[0] === 'role');
      return { ok: false, message: roleIssue ? roleIssue.message : CONTENT_REQUIRED };
    }
    const content = parseContent(message.data.content);
    if (!content.ok) return content;
    messages.push({ role: message.data.role, content: content.value });
  }
  const options = parseChatOptions(body);
  if (!options.ok) return options;
  const { model, ...rest } = options.options;
  return { ok: true, request: { model, messages, ...rest } };
}
