import type { TakeAiRateLimit } from '../_shared/ai-rate-limit';
import type { AiRequestContext } from '../_shared/ai-request';
import { storedChartIds } from '../_shared/chart-grounding';
import { runInBackground } from '../_shared/background';
import { type DataApi, dataApiAs, serviceDataApi } from '../_shared/data-api';
import { logError } from '../_shared/log';
import { errorJson, readJsonObject } from '../_shared/http';
import { beginTurn, forgetTurn } from './turn-begin';
import {
  parseTurnRequest,
  withBrainModel,
  withModelThatReadsImages,
  type TurnRequest,
} from './turn-request';
import { turnSetting } from './turn-setting';
import { streamTurn } from './turn-stream';

/**
 * POST conversations/messages: with `content`, stores the question and an empty answer; with
 * `answer_to`, only a new empty answer to that stored question (regenerate, or retry after a
 * failure), a sibling of the earlier ones. `chart_ids`, when given, become the conversation's
 * attached charts. Then streams the answer to the client while storing it, grounded in the
 * attached charts, and stores the checks of its claims against them.
 * It awaits the account check itself (the route does not), beside its first write.
 */
export async function postConversationMessage(
  req: Request,
  ctx: AiRequestContext,
  takeRateLimit: TakeAiRateLimit,
): Promise<Response> {
  // A refused account hears that before anything about its request.
  const refusedOr = async (response: Response) => (await ctx.accountRefusal) ?? response;
  const body = await readJsonObject(req);
  if (!body.ok) return refusedOr(body.response);
  const read = parseTurnRequest(body.value);
  if (!read.ok) return refusedOr(errorJson(read.status, read.code, read.message));
  const turn = withModelThatReadsImages(withBrainModel(read.turn, ctx.config.brainModel));
  const limited = takeRateLimit(ctx.config);
  if (limited) return refusedOr(limited);
  return answerTurn(ctx, turn);
}

/**
 * Stores a parsed turn and streams its answer (see above). Also the brain service's way in: its
 * questions are turns of the same engine. It awaits the account check beside its first write.
 */
export async function answerTurn(ctx: AiRequestContext, turn: TurnRequest): Promise<Response> {
  const api = serviceDataApi();
  // The account check (a round trip to auth) runs while the turn is stored; the provider is asked
  // only once both are done. A refused account gets its refusal, and what was stored goes.
  const [begun, refusal] = await Promise.all([
    beginTurn(api, ctx.user.id, turn),
    ctx.accountRefusal,
  ]);
  if (refusal) {
    if (begun.ok) await forgetTurn(api, turn, begun.turn);
    return refusal;
  }
  if (!begun.ok) return begun.response;
  if (begun.turn.brain_id && turn.kind === 'question') countBrainQuestion(ctx);
  // Attaching and reading the charts (and a brain's knowledge) happens after the first event is
  // sent, before the provider is asked: the client hears at once that its question is stored.
  const setting = async () =>
    turnSetting({
      api,
      config: ctx.config,
      accessToken: ctx.user.accessToken,
      brainId: begun.turn.brain_id,
      chartIds: await attachCharts(api, ctx.user.id, begun.turn.conversation_id, turn.chartIds),
      history: begun.turn.history,
    });
  return streamTurn(ctx, api, turn.options, begun.turn, setting);
}

/** The profile's count of brain questions, which the dashboard shows; never in the turn's way. */
function countBrainQuestion(ctx: AiRequestContext): void {
  runInBackground('brain question count', async () => {
    const counted = await dataApiAs(ctx.user.accessToken).rpc('increment_profile_counter', {
      user_id: ctx.user.id,
      counter_name: 'brain_interactions_count',
      increment_by: 1,
    });
    if (!counted.ok) logError(`counting a brain interaction failed: ${counted.message}`);
  });
}

/**
 * The charts this turn is grounded in: those the request attaches, which replace the
 * conversation's (stored so the next turns and the other tabs see them), or else those the
 * conversation has. Whether the user may read them is decided when they are read, as the user.
 */
async function attachCharts(
  api: DataApi,
  userId: string,
  conversationId: string,
  chartIds: string[] | undefined,
): Promise<string[]> {
  const own = `id=eq.${conversationId}&user_id=eq.${userId}`;
  if (chartIds) {
    const stored = await api.update('grok_conversations', own, { chart_ids: chartIds });
    if (!stored.ok) logError(`attaching charts to a conversation failed: ${stored.message}`);
    return chartIds;
  }
  const read = await api.select<{ chart_ids: unknown }>(
    `grok_conversations?select=chart_ids&${own}`,
  );
  return read.ok ? storedChartIds.parse(read.data[0]?.chart_ids ?? []) : [];
}
