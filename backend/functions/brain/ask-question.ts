import { z } from 'zod';
import { loadAiConfig } from '../_shared/ai-config';
import type { TakeAiRateLimit } from '../_shared/ai-rate-limit';
import type { SignedInUser } from '../_shared/auth-user';
import { runInBackground } from '../_shared/background';
import { dataApiAs } from '../_shared/data-api';
import { errorJson, json, readJsonObject } from '../_shared/http';
import { logError } from '../_shared/log';
import { resolveProviderKey } from '../_shared/provider-key';
import { BRAIN_ID, BRAIN_COLUMNS, brainRow } from '../_shared/brain-assistant';
import { chatRow, UUID } from './brain-records';
import { streamAnswer, wantsEventStream } from './answer-stream';
import { writeAnswer, type PendingQuestion } from './write-answer';

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

const invalid = (message: string) => errorJson(400, 'invalid_request', message);

/**
 * POST /chat/{chat_id}/question?brain_id=..&response_format=text {question, brain_id,
 * response_format}: stores the question, answers 202 at once, and writes the assistant's row
 * in the background. With `Accept: text/event-stream` the answer is also streamed while it is
 * made; the row is written all the same.
 */
export async function askQuestion(
  req: Request,
  user: SignedInUser,
  chatId: string,
  takeRateLimit: TakeAiRateLimit,
): Promise<Response> {
  if (!UUID.test(chatId)) return invalid('chat_id must be a UUID');
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
  const api = dataApiAs(user.accessToken);
  const chats = await api.select<unknown>(
    `brain_chats?select=chat_id,brain_id,user_id,chart_ids&chat_id=eq.${chatId}`,
  );
  if (!chats.ok)
    return errorJson(502, 'data_unavailable', 'The chat could not be read. Please try again.');
  const chat = z.array(chatRow).catch([]).parse(chats.data)[0];
  if (!chat) return errorJson(404, 'chat_not_found', 'Chat not found');
  if (requestedBrain && requestedBrain !== chat.brain_id) {
    return invalid(`This chat belongs to the brain "${chat.brain_id}", not "${requestedBrain}"`);
  }

  const limited = takeRateLimit(loaded.config);
  if (limited) return limited;

  const brains = await api.select<unknown>(
    `wizard_brains?select=${BRAIN_COLUMNS}&brain_id=eq.${chat.brain_id}`,
  );
  const brain = brains.ok ? z.array(brainRow).catch([]).parse(brains.data)[0] : undefined;
  if (!brain)
    return errorJson(502, 'data_unavailable', 'The brain could not be read. Please try again.');

  const stored = await api.insert<{ id: string }>(
    'chat_history',
    { chat_id: chat.chat_id, user_id: user.id, brain_id: chat.brain_id, user_message: question },
    'id',
  );
  if (!stored.ok || !stored.data[0]) {
    return errorJson(
      502,
      'data_unavailable',
      'Your question could not be saved. Please try again.',
    );
  }
  const counted = await api.rpc('increment_profile_counter', {
    user_id: user.id,
    counter_name: 'brain_interactions_count',
    increment_by: 1,
  });
  if (!counted.ok) logError(`counting a brain interaction failed: ${counted.message}`);

  const pending: PendingQuestion = {
    config: loaded.config,
    key: key.key,
    userId: user.id,
    accessToken: user.accessToken,
    chatId: chat.chat_id,
    // Read at each question: the chat's owner may attach other charts in between.
    chartIds: chat.chart_ids.slice(0, brain.chart_slots),
    brain,
    questionId: stored.data[0].id,
    question,
  };
  const accepted = {
    chat_id: chat.chat_id,
    message_id: stored.data[0].id,
    status: 'processing' as const,
  };
  if (wantsEventStream(req)) return streamAnswer(pending, accepted);
  runInBackground('brain answer', () => writeAnswer(pending));
  return json(accepted, 202);
}
