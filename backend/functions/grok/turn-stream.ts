import type { AiRequestContext } from '../_shared/ai-request';
import { runInBackground } from '../_shared/background';
import { claimChecksOf } from '../_shared/chart-grounding';
import type { DataApi } from '../_shared/data-api';
import { eventStream } from '../_shared/http';
import { logError } from '../_shared/log';
import { ProviderCall } from '../_shared/provider-call';
import { activeTurns } from './active-turns';
import { relayAnswer, type AnswerEnding } from './answer-relay';
import { AnswerWriter } from './answer-writer';
import { chatMeter } from './chat-meter';
import type { ChatOptions } from './chat-request';
import { ClientStream } from '../_shared/client-stream';
import { SseAnswerCollector } from '../_shared/sse-answer-collector';
import { errorEvent } from './stream-relay';
import { forProvider, forTextOnlyProvider } from './turn-content';
import { isVisionModel } from '../_shared/ai-models';
import type { BegunTurn } from './turn-begin';
import type { TurnSetting } from './turn-setting';

const encoder = new TextEncoder();
const NO_SETTING: TurnSetting = { system: null, grounding: null, sources: null };

/**
 * Streams the answer of a begun turn from the provider to the client while storing it. The first
 * event names the conversation and both messages. The answer is read to its end even when the
 * client leaves; only a stop request (or a provider time-out) ends it early.
 */
export function streamTurn(
  ctx: AiRequestContext,
  api: DataApi,
  options: ChatOptions,
  turn: BegunTurn,
  prepare: () => Promise<TurnSetting> = async () => NO_SETTING,
): Response {
  const ids = {
    conversation_id: turn.conversation_id,
    user_message_id: turn.user_message_id,
    assistant_message_id: turn.assistant_message_id,
  };
  const answerId = turn.assistant_message_id;
  const client = new ClientStream(
    encoder.encode(`data: ${JSON.stringify({ object: 'grok.turn', ...ids })}\n\n`),
  );
  const meter = chatMeter(ctx.user.id, options.model, turn.brain_id ? 'brain_chat' : 'grok_chat');
  // Never aborted by the client: only a stop request or a provider time-out ends the call.
  const call = new ProviderCall(ctx.config, ctx.key, new AbortController().signal);
  const answer = new SseAnswerCollector();
  const writer = new AnswerWriter(api, answerId, answer, () => call.abort('cancelled'));
  let settle!: () => void;
  const done = new Promise<void>((resolve) => (settle = resolve));
  activeTurns.set(answerId, {
    userId: ctx.user.id,
    stop: () => {
      call.abort('cancelled');
      return done;
    },
  });

  let setting = NO_SETTING;
  const finish = async (ending: AnswerEnding) => {
    if (ending.error && !ending.errorRelayed)
      client.send(errorEvent(ending.error.code, ending.error.message));
    // Only a complete answer is checked: a stopped one may end mid-claim.
    const claimChecks =
      ending.status === 'complete' ? claimChecksOf(answer.content, setting.grounding) : null;
    try {
      await writer.finish(ending.status, ending.usage, ending.error?.message, {
        claimChecks,
        sources: setting.sources,
      });
    } finally {
      client.close();
      activeTurns.delete(answerId);
      settle();
      meter(ending.outcome, ending.usage);
    }
  };

  runInBackground('grok conversation turn', async () => {
    writer.start();
    setting = await prepare().catch((error: unknown) => {
      logError(`preparing a conversation turn failed: ${String(error)}`);
      return NO_SETTING;
    });
    // A text-only model gets earlier images as a note: the provider would refuse them.
    const read = isVisionModel(options.model) ? forProvider : forTextOnlyProvider;
    const history = turn.history.map((m) => ({ role: m.role, content: read(m.content) }));
    const body = {
      ...options,
      messages: setting.system
        ? [{ role: 'system', content: setting.system }, ...history]
        : history,
      stream: true,
    };
    let ending: AnswerEnding;
    try {
      ending = await relayAnswer(call, ctx.config, body, answer, (bytes) => client.send(bytes));
    } catch (error) {
      call.abort('cancelled');
      ending = {
        status: 'failed',
        outcome: 'error',
        usage: answer.usage,
        error: {
          code: 'unexpected_failure',
          message: `The answer could not be completed: ${String(error)}`.slice(0, 500),
        },
      };
    }
    await finish(ending);
  });

  return eventStream(client.body, {
    'Access-Control-Expose-Headers': 'X-Conversation-Id, X-User-Message-Id, X-Assistant-Message-Id',
    'X-Conversation-Id': ids.conversation_id,
    'X-User-Message-Id': ids.user_message_id,
    'X-Assistant-Message-Id': ids.assistant_message_id,
  });
}
