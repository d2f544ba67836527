import { takeRateLimit, type AiRequestContext } from '../_shared/ai-request';
import { serviceDataApi } from '../_shared/data-api';
import { errorJson, readJsonObject } from '../_shared/http';
import { beginTurn } from './turn-begin';
import { parseTurnRequest } from './turn-request';
import { streamTurn } from './turn-stream';

/**
 * POST conversations/messages: with `content`, stores the question and an empty answer; with
 * `answer_to`, only a new empty answer to that stored question (regenerate, or retry after a
 * failure), a sibling of the earlier ones. Then streams the answer to the client while storing it.
 */
export async function postConversationMessage(
  req: Request,
  ctx: AiRequestContext,
): Promise<Response> {
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;
  const parsed = parseTurnRequest(body.value);
  if (!parsed.ok) return errorJson(parsed.status, parsed.code, parsed.message);
  const limited = takeRateLimit(ctx);
  if (limited) return limited;
  const api = serviceDataApi();
  const begun = await beginTurn(api, ctx.user.id, parsed.turn);
  if (!begun.ok) return begun.response;
  return streamTurn(ctx, api, parsed.turn.options, begun.turn);
}
