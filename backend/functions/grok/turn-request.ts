import { z } from 'zod';
import { BRAIN_ID } from '../_shared/brain-assistant';
import { chartIdsShape } from '../_shared/chart-grounding';
import { parseChatOptions, parseContent, type ChatOptions, type ContentPart } from './chat-request';
import { DEFAULT_VISION_MODEL, isVisionModel } from '../_shared/ai-models';
import { hasImage, titleOf, toParts } from './turn-content';

/**
 * Largest question stored, in bytes of JSON (images included). It must pass the data API's body
 * limit (MAX_BODY_BYTES, 1 MB by default); the chat shrinks images to at most 1024 px first.
 */
export const MAX_QUESTION_BYTES = 900_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

const idError = (field: string) => `${field} must be a message or conversation id (a UUID)`;
const id = (field: string) =>
  z.string({ error: idError(field) }).regex(UUID, { error: idError(field) });

const envelope = z.object({
  conversation_id: id('conversation_id').nullish(),
  parent_id: id('parent_id').nullish(),
  answer_to: id('answer_to').nullish(),
  stream: z
    .literal(true, { error: 'Conversation messages are always streamed: send stream: true' })
    .optional(),
  chart_ids: chartIdsShape.optional(),
  title: z.string({ error: 'title must be a string' }).max(2000, 'title is too long').optional(),
  brain_id: z
    .string({ error: 'brain_id must be a string' })
    .max(64, 'brain_id is not a valid brain id')
    .regex(BRAIN_ID, 'brain_id is not a valid brain id')
    .nullish(),
});

/** A new question, stored with its answer. */
export interface QuestionTurn {
  kind: 'question';
  /** Null: a new conversation. */
  conversationId: string | null;
  /** Whether the client named the parent; if not, the question follows the latest message. */
  parentGiven: boolean;
  /** Null with parentGiven: a new root (the question starts a branch of its own). */
  parentId: string | null;
  question: ContentPart[];
  options: ChatOptions;
  /** When given, the conversation's attached charts from now on (replacing the earlier ones). */
  chartIds?: string[];
  /**
   * A new conversation's title in the user's own words, when the question itself is composed
   * (Send-to-AI's instruction and passage); else the title comes from the question.
   */
  title?: string;
  /** The brain that answers: chosen with a new conversation's first question, then kept. */
  brainId?: string;
}

/** A new answer to a question already stored: regenerate, or retry after a failure. */
export interface AnswerTurn {
  kind: 'answer';
  conversationId: string;
  questionId: string;
  options: ChatOptions;
  /** When given, the conversation's attached charts from now on (replacing the earlier ones). */
  chartIds?: string[];
  /** The conversation's brain, named again so a stale tab cannot ask another assistant. */
  brainId?: string;
}

export type TurnRequest = QuestionTurn | AnswerTurn;

export type TurnRequestResult =
  | { ok: true; turn: TurnRequest }
  | {
      ok: false;
      status: 400 | 413;
      code: 'invalid_request' | 'content_too_large';
      message: string;
    };

const invalid = (message: string): TurnRequestResult => ({
  ok: false,
  status: 400,
  code: 'invalid_request',
  message,
});

/**
 * Reads the body of POST conversations/messages: `content` asks a new question, `answer_to`
 * (the id of a stored question) asks for a new answer to it; never both. The chat options are
 * those of chat/completions, always streamed.
 */
export function parseTurnRequest(body: Record<string, unknown>): TurnRequestResult {
  const ids = envelope.safeParse(body);
  if (!ids.success) return invalid(ids.error.issues[0]!.message);
  const {
    conversation_id: conversationId,
    parent_id: parentId,
    answer_to: answerTo,
    chart_ids: chartIds,
    title: givenTitle,
    brain_id: brainId,
  } = ids.data;
  const brain = brainId ? { brainId } : {};
  const options = () => parseChatOptions({ ...body, stream: true });

  if (answerTo != null) {
    if (body.content !== undefined)
      return invalid(
        'Send content to ask a new question, or answer_to for a new answer to a stored one, not both',
      );
    if ('parent_id' in body)
      return invalid('answer_to is the parent of the new answer: send no parent_id with it');
    if (conversationId == null) return invalid('answer_to needs the conversation_id it belongs to');
    const parsed = options();
    if (!parsed.ok) return invalid(parsed.message);
    return {
      ok: true,
      turn: {
        kind: 'answer',
        conversationId,
        questionId: answerTo,
        options: parsed.options,
        chartIds,
        ...brain,
      },
    };
  }

  if (parentId != null && conversationId == null)
    return invalid('parent_id needs the conversation_id it belongs to');
  const content = parseContent(body.content);
  if (!content.ok) return invalid(content.message);
  const parsed = options();
  if (!parsed.ok) return invalid(parsed.message);
  const question = toParts(content.value);
  if (new TextEncoder().encode(JSON.stringify(question)).length > MAX_QUESTION_BYTES)
    return {
      ok: false,
      status: 413,
      code: 'content_too_large',
      message: `A stored message is at most ${Math.floor(MAX_QUESTION_BYTES / 1000)} kB: send smaller images`,
    };
  return {
    ok: true,
    turn: {
      kind: 'question',
      conversationId: conversationId ?? null,
      parentGiven: 'parent_id' in body,
      parentId: parentId ?? null,
      question,
      options: parsed.options,
      chartIds,
      ...brain,
      ...(givenTitle?.trim() ? { title: titleOf([{ type: 'text', text: givenTitle }]) } : {}),
    },
  };
}

/**
 * A brain's turns are answered by the model the brain service uses (the operator's choice of
 * cost and quality for brains), whatever the client asked for.
 */
export function withBrainModel(turn: TurnRequest, brainModel: string): TurnRequest {
  if (!turn.brainId) return turn;
  return { ...turn, options: { ...turn.options, model: brainModel } };
}

/**
 * A question with an image goes to a vision model when the chosen one reads only text: the
 * provider would refuse it. The answer is stored under the model that wrote it, so the
 * conversation shows which one did.
 */
export function withModelThatReadsImages(turn: TurnRequest): TurnRequest {
  if (turn.kind !== 'question' || !hasImage(turn.question) || isVisionModel(turn.options.model)) {
    return turn;
  }
  return { ...turn, options: { ...turn.options, model: DEFAULT_VISION_MODEL } };
}
