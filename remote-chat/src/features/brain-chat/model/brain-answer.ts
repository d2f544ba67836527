import { z } from 'zod';

/** product §6 and §8 texts, word for word. */
export const AUTH_REQUIRED = 'Authentication required - Please sign in to use Brain Chat';
export const INIT_CHAT_FAILED = 'Failed to initialize chat';
export const BRAIN_RESPONSE_FAILED = 'Failed to get response from Brain';
export const BRAIN_TIMEOUT = 'Timeout waiting for brain response';
export const UNPARSEABLE_RESPONSE = 'Unable to parse response. Please try again.';

export class BrainChatError extends Error {
  override name = 'BrainChatError';
  constructor(
    message: string,
    /** What the service said, when it said something more specific. */
    readonly detail: string | null = null,
  ) {
    super(message);
  }
}

export interface Source {
  ref: number;
  title: string;
  source: string | null;
  excerpt: string;
}

const sourceShape = z.object({
  ref: z.number(),
  title: z.string(),
  source: z.string().nullable().optional(),
  excerpt: z.string().optional(),
});

/** The cited sources of an answer row; anything malformed is left out rather than shown. */
export function parseSources(raw: unknown): Source[] {
  return z
    .array(z.unknown())
    .catch([])
    .parse(raw)
    .flatMap((item) => {
      const parsed = sourceShape.safeParse(item);
      return parsed.success
        ? [
            {
              ref: parsed.data.ref,
              title: parsed.data.title,
              source: parsed.data.source ?? null,
              excerpt: parsed.data.excerpt ?? '',
            },
          ]
        : [];
    });
}

export type AnswerText = { ok: true; text: string } | { ok: false; error: BrainChatError };

/**
 * product §3: `assistant` is a string, or an object with `content` or `text`; anything else cannot
 * be shown. A row the service wrote to report its own failure carries `error` beside its text.
 */
export function answerText(assistant: unknown): AnswerText {
  if (typeof assistant === 'string' && assistant.trim() !== '')
    return { ok: true, text: assistant };
  if (typeof assistant === 'object' && assistant !== null && !Array.isArray(assistant)) {
    const record = assistant as Record<string, unknown>;
    const text =
      typeof record.content === 'string'
        ? record.content
        : typeof record.text === 'string'
          ? record.text
          : null;
    if (record.error) return { ok: false, error: new BrainChatError(BRAIN_RESPONSE_FAILED, text) };
    if (text !== null && text.trim() !== '') return { ok: true, text };
  }
  return { ok: false, error: new BrainChatError(UNPARSEABLE_RESPONSE) };
}

export const historyRowShape = z.object({
  id: z.string(),
  user_message: z.string().nullable(),
  assistant: z.unknown(),
  sources: z.unknown().optional(),
  message_time: z.string(),
  /** What the server found checking the answer's claims about the attached charts. */
  claim_checks: z.unknown().optional(),
});
export type HistoryRow = z.infer<typeof historyRowShape>;

/** An answer row: no user message and a non-empty assistant field (product §7). */
export const isAnswerRow = (row: HistoryRow): boolean =>
  row.user_message === null &&
  row.assistant !== null &&
  row.assistant !== undefined &&
  row.assistant !== '';
