import { takeRateLimit, type AiRequestContext } from '../_shared/ai-request';
import type { AiOutcome, ProviderUsage } from '../_shared/ai-usage';
import { authenticate } from '../_shared/auth-user';
import { runInBackground } from '../_shared/background';
import { serviceDataApi } from '../_shared/data-api';
import { errorJson, json, readJsonObject } from '../_shared/http';
import { ProviderCall, readLimitedText, seconds } from '../_shared/provider-call';
import { AnswerWriter, type FinalStatus } from './answer-writer';
import { chatMeter } from './chat-meter';
import { parseChatRequest, type ChatMessage, type ContentPart } from './chat-request';
import { SseAnswerCollector } from './sse-answer-collector';
import { errorEvent } from './stream-relay';

/** How many messages of the branch (the new question included) the provider is sent. */
export const HISTORY_LIMIT = 100;
const TITLE_LENGTH = 80;
/**
 * Largest question stored, in bytes of JSON (images included). It must pass the data API's body
 * limit (MAX_BODY_BYTES, 1 MB by default); the chat shrinks images to at most 1024 px first.
 */
export const MAX_QUESTION_BYTES = 900_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encoder = new TextEncoder();

interface ActiveTurn {
  userId: string;
  /** Aborts the provider request; settles once the answer is stored as stopped. */
  stop(): Promise<void>;
}

/** Answers streaming in this instance, by assistant message id: a stop here acts at once. */
const activeTurns = new Map<string, ActiveTurn>();

interface BegunTurn {
  conversation_id: string;
  user_message_id: string;
  assistant_message_id: string;
  history: { role: 'user' | 'assistant'; content: ContentPart[] }[];
}

const toParts = (content: ChatMessage['content']): ContentPart[] =>
  typeof content === 'string' ? [{ type: 'text', text: content }] : content;

/** Text-only content goes to the provider as a plain string, which every model accepts. */
function forProvider(parts: ContentPart[]): ChatMessage['content'] {
  return parts.every((p) => p.type === 'text')
    ? parts.map((p) => (p.type === 'text' ? p.text : '')).join('\n')
    : parts;
}

function titleOf(parts: ContentPart[]): string {
  const text = parts
    .map((p) => (p.type === 'text' ? p.text : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return 'Image conversation';
  return text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH - 1)}…` : text;
}

/** The provider's own error sentence out of its error body, if it has one. */
async function providerMessage(upstream: Response): Promise<string> {
  const text = await readLimitedText(upstream, 4096).catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    const found =
      typeof body.error === 'string'
        ? body.error
        : typeof (body.error as { message?: unknown } | undefined)?.message === 'string'
          ? (body.error as { message: string }).message
          : typeof body.message === 'string'
            ? body.message
            : undefined;
    if (found) return found;
  } catch {
    // Not JSON: the text itself, or the status.
  }
  return text.trim() || `The AI provider answered ${upstream.status}`;
}

const idError = (field: string) => `${field} must be a message or conversation id (a UUID)`;

/**
 * POST conversations/messages: stores the question, then streams the answer from the provider to
 * the client while storing it. The first event names the conversation and both messages. The
 * answer is read to its end even when the client leaves; only a stop request ends it early.
 */
export async function postConversationMessage(
  req: Request,
  ctx: AiRequestContext,
): Promise<Response> {
  const body = await readJsonObject(req);
  if (!body.ok) return body.response;
  const { conversation_id: conversationId, parent_id: parentId, content, stream } = body.value;
  if (conversationId != null && (typeof conversationId !== 'string' || !UUID.test(conversationId)))
    return errorJson(400, 'invalid_request', idError('conversation_id'));
  if (parentId != null && (typeof parentId !== 'string' || !UUID.test(parentId)))
    return errorJson(400, 'invalid_request', idError('parent_id'));
  if (parentId != null && conversationId == null)
    return errorJson(400, 'invalid_request', 'parent_id needs the conversation_id it belongs to');
  if (stream !== undefined && stream !== true)
    return errorJson(
      400,
      'invalid_request',
      'Conversation messages are always streamed: send stream: true',
    );
  const parsed = parseChatRequest({
    ...body.value,
    messages: [{ role: 'user', content }],
    stream: true,
  });
  if (!parsed.ok) return errorJson(400, 'invalid_request', parsed.message);
  const limited = takeRateLimit(ctx);
  if (limited) return limited;

  const request = parsed.request;
  const question = toParts(request.messages[0]!.content);
  if (new TextEncoder().encode(JSON.stringify(question)).length > MAX_QUESTION_BYTES)
    return errorJson(
      413,
      'content_too_large',
      `A stored message is at most ${Math.floor(MAX_QUESTION_BYTES / 1000)} kB: send smaller images`,
    );
  const api = serviceDataApi();
  const begun = await api.rpc<BegunTurn>('grok_begin_turn', {
    p_user_id: ctx.user.id,
    p_conversation_id: conversationId ?? null,
    p_parent_id: parentId ?? null,
    p_parent_given: 'parent_id' in body.value,
    p_title: titleOf(question),
    p_model: request.model,
    p_content: question,
    p_history_limit: HISTORY_LIMIT,
  });
  if (!begun.ok) {
    if (begun.status === 404)
      return errorJson(404, 'not_found', begun.message || 'Conversation not found');
    if (begun.status === 400) return errorJson(400, 'invalid_request', begun.message);
    if (begun.status === 413)
      return errorJson(413, 'content_too_large', 'The message is too large to be stored');
    return errorJson(
      503,
      'storage_unavailable',
      'The conversation could not be saved right now. Please try again.',
      { 'Retry-After': '1' },
    );
  }
  const turn = begun.data;
  const ids = {
    conversation_id: turn.conversation_id,
    user_message_id: turn.user_message_id,
    assistant_message_id: turn.assistant_message_id,
  };

  // The client's stream: fed as the answer arrives, until the client leaves (then only stored).
  let client: ReadableStreamDefaultController<Uint8Array> | undefined;
  let clientGone = false;
  const toClient = (bytes: Uint8Array) => {
    if (clientGone || !client) return;
    try {
      client.enqueue(bytes);
    } catch {
      clientGone = true;
    }
  };
  const closeClient = () => {
    if (clientGone || !client) return;
    clientGone = true;
    try {
      client.close();
    } catch {
      // Already closed.
    }
  };
  const body$ = new ReadableStream<Uint8Array>({
    start(controller) {
      client = controller;
      controller.enqueue(
        encoder.encode(`data: ${JSON.stringify({ object: 'grok.turn', ...ids })}\n\n`),
      );
    },
    cancel() {
      clientGone = true;
    },
  });

  const meter = chatMeter(ctx.user.id, request.model);
  // Never aborted by the client: only a stop request or a provider time-out ends the call.
  const call = new ProviderCall(ctx.config, ctx.key, new AbortController().signal);
  const answer = new SseAnswerCollector();
  const writer = new AnswerWriter(api, turn.assistant_message_id, answer, () =>
    call.abort('cancelled'),
  );
  let settle!: () => void;
  const done = new Promise<void>((resolve) => (settle = resolve));
  activeTurns.set(turn.assistant_message_id, {
    userId: ctx.user.id,
    stop: () => {
      call.abort('cancelled');
      return done;
    },
  });

  const finish = async (
    status: FinalStatus,
    outcome: AiOutcome,
    usage: ProviderUsage | undefined,
    error?: { code: string; message: string },
    relayed = false,
  ) => {
    if (error && !relayed) toClient(errorEvent(error.code, error.message));
    await writer.finish(status, usage, error?.message);
    closeClient();
    activeTurns.delete(turn.assistant_message_id);
    settle();
    meter(outcome, usage);
  };

  const run = async () => {
    writer.start();
    const sent = await call.send('/chat/completions', {
      method: 'POST',
      body: {
        ...request,
        messages: turn.history.map((m) => ({ role: m.role, content: forProvider(m.content) })),
        stream: true,
      },
      accept: 'text/event-stream',
    });
    if (sent.kind !== 'response') {
      if (sent.kind === 'cancelled') return finish('stopped', 'cancelled', undefined);
      return finish(
        'failed',
        sent.kind === 'timeout' ? 'timeout' : 'error',
        undefined,
        sent.kind === 'timeout'
          ? {
              code: 'provider_timeout',
              message: `The AI provider did not answer within ${seconds(ctx.config.requestTimeoutMs)}`,
            }
          : {
              code: 'provider_unreachable',
              message: 'Could not reach the AI provider. Please try again.',
            },
      );
    }
    const upstream = sent.response;
    if (!upstream.ok || !upstream.body) {
      const message = await providerMessage(upstream);
      call.release();
      return finish('failed', 'error', undefined, {
        code: upstream.status === 401 ? 'provider_unauthorized' : 'provider_error',
        message,
      });
    }

    const reader = upstream.body.getReader();
    const idle = ctx.config.streamIdleTimeoutMs;
    call.arm(idle);
    try {
      for (;;) {
        const { done: ended, value } = await reader.read();
        if (ended) break;
        call.arm(idle);
        answer.push(value);
        toClient(value);
      }
    } catch {
      const reason = call.endReason;
      if (reason === 'cancelled') return finish('stopped', 'cancelled', answer.usage);
      return finish(
        'failed',
        reason === 'timeout' ? 'timeout' : 'error',
        answer.usage,
        reason === 'timeout'
          ? {
              code: 'provider_timeout',
              message: `The AI provider stopped sending for ${seconds(idle)}`,
            }
          : {
              code: 'provider_disconnected',
              message: 'The AI provider closed the connection before the answer was complete',
            },
      );
    }
    call.release();
    // The provider's own error event has already reached the client.
    if (answer.error)
      return finish(
        'failed',
        'error',
        answer.usage,
        { code: 'provider_error', message: answer.error },
        true,
      );
    return finish('complete', 'ok', answer.usage);
  };

  runInBackground('grok conversation turn', () =>
    run().catch(async (error: unknown) => {
      call.abort('cancelled');
      await finish('failed', 'error', answer.usage, {
        code: 'unexpected_failure',
        message: `The answer could not be completed: ${String(error)}`.slice(0, 500),
      });
    }),
  );

  return new Response(body$, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers':
        'X-Conversation-Id, X-User-Message-Id, X-Assistant-Message-Id',
      'X-Conversation-Id': ids.conversation_id,
      'X-User-Message-Id': ids.user_message_id,
      'X-Assistant-Message-Id': ids.assistant_message_id,
    },
  });
}

/**
 * POST messages/{id}/stop: the owner stops an answer. Here, the provider request is aborted at
 * once and the partial answer stored as 'stopped' before this answers; an answer streaming in
 * another instance sees the request at its next write (202).
 */
export async function stopMessage(req: Request, messageId: string): Promise<Response> {
  const auth = await authenticate(req);
  if (!auth.ok) return auth.response;
  if (!UUID.test(messageId)) return errorJson(404, 'not_found', 'No such message');
  const userId = auth.user.id;
  const api = serviceDataApi();
  const marked = await api.update<{ id: string; status: string }>(
    'grok_messages',
    `id=eq.${messageId}&user_id=eq.${userId}&role=eq.assistant&status=eq.streaming`,
    { stop_requested_at: new Date().toISOString() },
    'id,status',
  );
  if (!marked.ok)
    return errorJson(
      503,
      'storage_unavailable',
      'The stop could not be recorded. Please try again.',
      {
        'Retry-After': '1',
      },
    );
  if (marked.data.length === 0) {
    const found = await api.select<{ id: string; status: string }>(
      `grok_messages?id=eq.${messageId}&user_id=eq.${userId}&role=eq.assistant&select=id,status`,
    );
    if (!found.ok)
      return errorJson(
        503,
        'storage_unavailable',
        'The message could not be read. Please try again.',
      );
    const row = found.data[0];
    if (!row) return errorJson(404, 'not_found', 'No such message');
    // Already over: nothing to stop.
    return json({ id: row.id, status: row.status });
  }
  const local = activeTurns.get(messageId);
  if (local && local.userId === userId) {
    await local.stop();
    return json({ id: messageId, status: 'stopped' });
  }
  return json({ id: messageId, status: 'stopping' }, 202);
}
