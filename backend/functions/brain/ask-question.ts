import { z } from 'zod';
import { loadAiConfig } from '../_shared/ai-config';
import type { TakeAiRateLimit } from '../_shared/ai-rate-limit';
import type { AiRequestContext } from '../_shared/ai-request';
import type { SignedInUser } from '../_shared/auth-user';
import { BRAIN_ID } from '../_shared/brain-assistant';
import { dataApiAs } from '../_shared/data-api';
import { errorJson, json, readJsonObject } from '../_shared/http';
import { resolveProviderKey } from '../_shared/provider-key';
import { answerTurn } from '../grok/conversation-messages';
import { isUuid, parseTurnRequest, withBrainModel } from '../grok/turn-request';
import { followAnswer, turnIds, wantsEventStream } from './answer-stream';

const brainIdShape = z
  .string({ error: 'brain_id must be a string' })
  .max(64, 'brain_id is not a valid brain id')
  .regex(BRAIN_ID, 'brain_id is not a valid brain id');
const formatShape = z.literal('text', { error: 'response_format must be "text"' });

const bodyShape = z.object({
  question: z
    .string({ error: 'question is required' })
    .trim()
    .min(1, 'question must not be empty')
    .max(4000, 'question must be at most 4000 characters'),
  brain_id: brainIdShape.optional(),
  response_format: formatShape.optional(),
});
const queryShape = z.object({
  brain_id: brainIdShape.optional(),
  response_format: formatShape.optional(),
});
const chatShape = z.object({ chat_id: z.string(), brain_id: z.string() });

const invalid = (message: string) => errorJson(400, 'invalid_request', message);

/**
 * POST /chat/{chat_id}/question?brain_id=..&response_format=text {question, brain_id,
 * response_format}: one turn of the conversation engine (the brain's chat is an engine
 * conversation). The question is stored before the answer 202 comes back; the answer is made and
 * stored by the engine, where the chat_history view shows it. With `Accept: text/event-stream`
 * the answer is also streamed, in the brain service's own events.
 */
export async function askQuestion(
  req: Request,
  user: SignedInUser,
  chatId: string,
  takeRateLimit: TakeAiRateLimit,
): Promise<Response> {
  if (!isUuid(chatId)) return invalid('chat_id must be a UUID');
  const url = new URL(req.url);
  const query = queryShape.safeParse({
    brain_id: url.searchParams.get('brain_id') ?? undefined,
    response_format: url.searchParams.get('response_format') ?? undefined,
  });
  if (!query.success) return invalid(query.error.issues[0]!.message);
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;
  const parsed = bodyShape.safeParse(body.value);
  if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
  const { question } = parsed.data;
  if (query.data.brain_id && parsed.data.brain_id && query.data.brain_id !== parsed.data.brain_id) {
    return invalid('brain_id in the query and in the body differ');
  }
  const requestedBrain = parsed.data.brain_id ?? query.data.brain_id;

  const loaded = loadAiConfig();
  if (!loaded.ok)
    return errorJson(503, 'ai_misconfigured', `The AI service is misconfigured: ${loaded.message}`);
  const key = resolveProviderKey(req, loaded.config);
  if (!key.ok) return key.response;

  // Read as the user: row-level security hides other people's chats, which then look absent.
  const chats = await dataApiAs(user.accessToken).select<unknown>(
    `brain_chats?select=chat_id,brain_id&chat_id=eq.${chatId}`,
  );
  if (!chats.ok)
    return errorJson(502, 'data_unavailable', 'The chat could not be read. Please try again.');
  const chat = z.array(chatShape).catch([]).parse(chats.data)[0];
  if (!chat) return errorJson(404, 'chat_not_found', 'Chat not found');
  if (requestedBrain && requestedBrain !== chat.brain_id) {
    return invalid(`This chat belongs to the brain "${chat.brain_id}", not "${requestedBrain}"`);
  }

  const limited = takeRateLimit(loaded.config);
  if (limited) return limited;

  const turn = parseTurnRequest({
    conversation_id: chat.chat_id,
    brain_id: chat.brain_id,
    content: question,
    stream: true,
  });
  if (!turn.ok) return errorJson(turn.status, turn.code, turn.message);
  const ctx: AiRequestContext = {
    config: loaded.config,
    user,
    key: key.key,
    keySource: key.source,
    // The route's sign-in already checked the account.
    accountRefusal: Promise.resolve(null),
  };
  const answered = await answerTurn(ctx, withBrainModel(turn.turn, loaded.config.brainModel));
  const ids = turnIds(answered);
  if (!ids) return answered;
  const accepted = {
    chat_id: ids.conversationId,
    message_id: ids.questionId,
    status: 'processing' as const,
  };
  if (wantsEventStream(req)) return followAnswer(answered, accepted, ids.answerId);
  // The engine reads the answer to its end whether or not anyone listens.
  await answered.body?.cancel();
  return json(accepted, 202);
}
