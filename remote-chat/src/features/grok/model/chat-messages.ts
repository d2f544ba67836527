import { z } from 'zod';
import { parseSources, type Source } from './sources';
import { readClaimChecks, type ClaimChecks } from '../../claims';

/**
 * What a text part is beside the user's own words: a passage they quote, or data the page attached
 * (Send-to-AI). Kept apart, so the conversation shows them as a quote and an attachment.
 */
export type TextKind = 'quote' | 'attachment';

/** product §3: a message's content is a list of parts, text or an image with detail "high". */
export type ContentPart =
  | { type: 'text'; text: string; kind?: TextKind; label?: string }
  | { type: 'image_url'; image_url: { url: string; detail: 'high' } };

/** The server's state of a message: answers stream, then end complete, stopped or failed. */
export type MessageStatus = 'streaming' | 'complete' | 'stopped' | 'failed';

/** One stored message. Messages form a tree: a regenerated answer or an edited question is a sibling. */
export interface ChatMessage {
  id: string;
  /** The message this one follows; null for a first question. */
  parentId: string | null;
  role: 'user' | 'assistant';
  content: ContentPart[];
  /** The model's reasoning, when it shared any. */
  reasoning?: string;
  model?: string;
  status: MessageStatus;
  /** Why an answer failed, as the server stored it. */
  error?: string;
  createdAt: string;
  /** When the server last wrote it: of two copies of a row, the later one wins. */
  updatedAt?: string;
  /** Shown while the server has not yet stored it: a question on its way. */
  pending?: boolean;
  /** An answer's claims about the attached charts, once the server has checked them. */
  claimChecks?: ClaimChecks;
  /** The knowledge excerpts a brain's answer could cite, numbered as it cites them. */
  sources?: Source[];
}

export const MESSAGE_NEEDS_CONTENT = 'Message must contain text or an image';

/** The parts of a message being composed, or null when it has neither text nor an image. */
export function composeParts(text: string, imageUrls: string[]): ContentPart[] | null {
  const parts: ContentPart[] = [];
  if (text.trim() !== '') parts.push({ type: 'text', text: text.trim() });
  for (const url of imageUrls)
    parts.push({ type: 'image_url', image_url: { url, detail: 'high' } });
  return parts.length > 0 ? parts : null;
}

type TextPart = Extract<ContentPart, { type: 'text' }>;

/** The user's own words (or the answer's text), without quoted passages or attached data. */
export const textOf = (content: ContentPart[]): string =>
  content
    .filter((p): p is TextPart => p.type === 'text' && !p.kind)
    .map((p) => p.text)
    .join('\n\n');

/** The passages a question quotes and the data attached to it, which an edit keeps. */
export const contextOf = (content: ContentPart[]): TextPart[] =>
  content.filter((p): p is TextPart => p.type === 'text' && p.kind !== undefined);

export const imagesOf = (content: ContentPart[]): string[] =>
  content.flatMap((p) => (p.type === 'image_url' ? [p.image_url.url] : []));

const partShape = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.string(),
    kind: z.enum(['quote', 'attachment']).optional().catch(undefined),
    label: z.string().optional().catch(undefined),
  }),
  z.object({
    type: z.literal('image_url'),
    image_url: z.object({ url: z.string(), detail: z.literal('high').catch('high') }),
  }),
]);

/** A row of grok_messages, as the table and its realtime changes carry it. */
const messageRowShape = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  role: z.enum(['user', 'assistant']),
  content: z.array(z.unknown()).catch([]),
  reasoning: z.string().nullish(),
  model: z.string().nullish(),
  status: z.enum(['streaming', 'complete', 'stopped', 'failed']).catch('complete'),
  error: z.string().nullish(),
  created_at: z.string(),
  updated_at: z.string().optional(),
  claim_checks: z.unknown().optional(),
  sources: z.unknown().optional(),
});

/** The columns to read for `messageFromRow`. */
export const MESSAGE_COLUMNS =
  'id,parent_id,role,content,reasoning,model,status,error,created_at,updated_at,claim_checks,sources';

/** A stored row as a chat message, or null for a row of another shape. */
export function messageFromRow(raw: unknown): ChatMessage | null {
  const row = messageRowShape.safeParse(raw);
  if (!row.success) return null;
  const r = row.data;
  const claimChecks = readClaimChecks(r.claim_checks);
  const sources = parseSources(r.sources);
  return {
    id: r.id,
    parentId: r.parent_id,
    role: r.role,
    content: r.content.flatMap((part) => {
      const parsed = partShape.safeParse(part);
      return parsed.success ? [parsed.data] : [];
    }),
    ...(r.reasoning ? { reasoning: r.reasoning } : {}),
    ...(r.model ? { model: r.model } : {}),
    status: r.status,
    ...(r.error ? { error: r.error } : {}),
    createdAt: r.created_at,
    ...(r.updated_at ? { updatedAt: r.updated_at } : {}),
    ...(claimChecks ? { claimChecks } : {}),
    ...(sources.length > 0 ? { sources } : {}),
  };
}
