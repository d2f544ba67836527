import { takeRateLimit, type AiRequestContext } from '../_shared/ai-request';
import { serviceDataApi } from '../_shared/data-api';
import { errorJson, readJsonObject } from '../_shared/http';
import { beginTurn, forgetTurn } from './turn-begin';
import { parseTurnRequest } from './turn-request';
import { streamTurn } from './turn-stream';

/**
 * POST conversations/messages: with `content`, stores the question and an empty answer; with
 * `answer_to`, only a new empty answer to that stored question (regenerate, or retry after a
 * failure), a sibling of the earlier ones. Then streams the answer to the client while storing it.
 * It awaits the account check itself (the route does not), beside its first write.
 */
export async function postConversationMessage(
  req: Request,
  ctx: AiRequestContext,
): Promise<Response> {
  // A refused account hears that before anything about its request.
  const refusedOr = async (response: Response) => (await ctx.accountRefusal) ?? response;
  const body = await readJsonObject(req);
  if (!body.ok) return refusedOr(body.response);
  const parsed = parseTurnRequest(body.value);
  if (!parsed.ok) return refusedOr(errorJson(parsed.status, parsed.code, parsed.message));
  const limited = takeRateLimit(ctx);
  if (limited) return refusedOr(limited);
  const api = serviceDataApi();
  // The account check (a round trip to auth) runs while the turn is stored; the provider is asked
  // only once both are done. A refused account gets its refusal, and what was stored goes.
  const [begun, refusal] = await Promise.all([
    beginTurn(api, ctx.user.id, parsed.turn),
    ctx.accountRefusal,
  ]);
  if (refusal) {
    if (begun.ok) await forgetTurn(api, parsed.turn, begun.turn);
    return refusal;
  }
  if (!begun.ok) return begun.response;
  return streamTurn(ctx, api, parsed.turn.options, begun.turn);
}
