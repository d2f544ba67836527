import { getSupabase } from '@astro/shared';
import { z } from 'zod';
import { callFunction, NotSignedInError, readJson } from '@astro/shared';
import {
  answerText,
  AUTH_REQUIRED,
  BRAIN_RESPONSE_FAILED,
  BrainChatError,
  historyRowShape,
  INIT_CHAT_FAILED,
  isAnswerRow,
  parseSources,
  type HistoryRow,
  type Source,
} from '../model/brain-answer';
import { readSseData } from '../../../lib/sse-parser';
import { howToGoOn, readAnswerStream } from '../model/answer-stream';
import { pollForAnswer } from '../model/poll-for-answer';
import { readClaimChecks, type ClaimChecks } from '../../claims';

const messageOf = (body: unknown): string | null => {
  const parsed = z.object({ message: z.string() }).safeParse(body);
  return parsed.success ? parsed.data.message : null;
};

/** The error a refused call ends with; not being signed in has its own sentence (product §6). */
async function refusal(response: Response, failure: string): Promise<BrainChatError> {
  const json = await readJson(response);
  if (response.status === 401) return new BrainChatError(AUTH_REQUIRED);
  return new BrainChatError(failure, messageOf(json));
}

/** Runs a call to the brain service. */
async function brainCall(path: string, body: unknown, failure: string): Promise<unknown> {
  let response: Response;
  try {
    response = await callFunction(path, { body });
  } catch (error) {
    if (error instanceof NotSignedInError) throw new BrainChatError(AUTH_REQUIRED);
    throw new BrainChatError(failure);
  }
  if (!response.ok) throw await refusal(response, failure);
  return readJson(response);
}

/**
 * POST brain/chat {name, brain_id, chart_ids} → chat_id. The name is the chat's title in Threads;
 * the charts are the saved charts the brain reads in this chat.
 */
export async function createBrainChat(
  brainId: string,
  name: string,
  chartIds: readonly string[] = [],
): Promise<string> {
  const title = name.replace(/\s+/g, ' ').trim().slice(0, 200) || 'New chat';
  const body = {
    name: title,
    brain_id: brainId,
    ...(chartIds.length > 0 ? { chart_ids: [...chartIds] } : {}),
  };
  const json = await brainCall('brain/chat', body, INIT_CHAT_FAILED);
  const parsed = z.object({ chat_id: z.string().min(1) }).safeParse(json);
  if (!parsed.success) throw new BrainChatError(INIT_CHAT_FAILED);
  return parsed.data.chat_id;
}

const questionCall = (chatId: string, brainId: string, question: string) => ({
  path: `brain/chat/${encodeURIComponent(chatId)}/question?${new URLSearchParams({ brain_id: brainId, response_format: 'text' }).toString()}`,
  body: { question, brain_id: brainId, response_format: 'text' },
});

/** POST brain/chat/{chat_id}/question?brain_id=..&response_format=text; the answer comes later. */
export async function askBrain(chatId: string, brainId: string, question: string): Promise<void> {
  const { path, body } = questionCall(chatId, brainId, question);
  await brainCall(path, body, BRAIN_RESPONSE_FAILED);
}

export interface BrainTurn {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  sources: Source[];
  time: string;
  /** A stored answer that reports a failure or cannot be read. */
  error?: { message: string; detail: string | null };
  /** An answer still arriving: its text so far. */
  streaming?: boolean;
  /** The answer's claims about the attached charts, as the server checked them. */
  claimChecks?: ClaimChecks | null;
}

export function turnOf(row: HistoryRow): BrainTurn {
  if (!isAnswerRow(row))
    return {
      id: row.id,
      role: 'user',
      text: row.user_message ?? '',
      sources: [],
      time: row.message_time,
    };
  const answer = answerText(row.assistant);
  return answer.ok
    ? {
        id: row.id,
        role: 'assistant',
        text: answer.text,
        sources: parseSources(row.sources),
        time: row.message_time,
        claimChecks: readClaimChecks(row.claim_checks),
      }
    : {
        id: row.id,
        role: 'assistant',
        text: '',
        sources: [],
        time: row.message_time,
        error: { message: answer.error.message, detail: answer.error.detail },
      };
}

const HISTORY_COLUMNS = 'id,user_message,assistant,sources,message_time,claim_checks';

const chatShape = z.object({
  brain_id: z.string(),
  chart_ids: z.array(z.string()).nullish(),
});

export interface StoredBrainChat {
  brainId: string;
  /** The saved charts attached to the chat. */
  chartIds: string[];
  turns: BrainTurn[];
}

/** A chat's attached charts and its turns in order. */
export async function loadBrainChat(chatId: string): Promise<StoredBrainChat | null> {
  const supabase = getSupabase();
  const [chat, history] = await Promise.all([
    supabase
      .from('brain_chats')
      .select('chat_id,brain_id,chart_ids')
      .eq('chat_id', chatId)
      .maybeSingle(),
    supabase
      .from('chat_history')
      .select(HISTORY_COLUMNS)
      .eq('chat_id', chatId)
      .order('message_time', { ascending: true }),
  ]);
  if (chat.error || history.error) throw new Error((chat.error ?? history.error)!.message);
  const parsedChat = chatShape.safeParse(chat.data);
  if (!parsedChat.success) return null;
  const rows = z
    .array(z.unknown())
    .parse(history.data ?? [])
    .flatMap((raw) => {
      const row = historyRowShape.safeParse(raw);
      return row.success ? [row.data] : [];
    });
  return {
    brainId: parsedChat.data.brain_id,
    chartIds: parsedChat.data.chart_ids ?? [],
    turns: rows.map(turnOf),
  };
}

/**
 * Attaches other charts to an existing chat (its owner may update the row). The brain reads the
 * chat's charts at each question, so the next answer uses these.
 */
export async function setBrainChatCharts(chatId: string, chartIds: readonly string[]) {
  const { error } = await getSupabase()
    .from('brain_chats')
    .update({ chart_ids: [...chartIds] })
    .eq('chat_id', chatId);
  if (error) throw new Error(error.message);
}

/** An answer's claim checks as stored now; null until the server has checked the answer. */
export async function readAnswerClaimChecks(answerId: string): Promise<ClaimChecks | null> {
  const { data, error } = await getSupabase()
    .from('chat_history')
    .select('id,claim_checks')
    .eq('id', answerId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  const row = z.object({ claim_checks: z.unknown() }).safeParse(data);
  return row.success ? readClaimChecks(row.data.claim_checks) : null;
}

/** The newest answer row of a chat, if it is one not seen before. */
async function latestNewAnswer(
  chatId: string,
  known: ReadonlySet<string>,
): Promise<HistoryRow | null> {
  const { data, error } = await getSupabase()
    .from('chat_history')
    .select(HISTORY_COLUMNS)
    .eq('chat_id', chatId)
    .is('user_message', null)
    .order('message_time', { ascending: false })
    .limit(1);
  if (error) throw new Error(error.message);
  const row = historyRowShape.safeParse((data ?? [])[0]);
  return row.success && !known.has(row.data.id) && isAnswerRow(row.data) ? row.data : null;
}

/**
 * Waits for the answer to a question just asked: it arrives over a realtime subscription on
 * chat_history, and polling once a second (up to 30 times) covers a realtime service that is
 * down or slow. `known` holds the chat's earlier answers, which must not be taken for the new one.
 */
export function waitForAnswer(
  chatId: string,
  known: ReadonlySet<string>,
  signal?: AbortSignal,
): Promise<BrainTurn> {
  const supabase = getSupabase();
  const stop = new AbortController();
  const onOuterAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener('abort', onOuterAbort, { once: true });

  const realtime = new Promise<HistoryRow>((resolve) => {
    const channel = supabase
      .channel(`brain-answer-${chatId}-${Math.random().toString(36).slice(2)}`)
      .on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'chat_history',
          filter: `chat_id=eq.${chatId}`,
        },
        (payload) => {
          const row = historyRowShape.safeParse(payload.new);
          if (row.success && isAnswerRow(row.data) && !known.has(row.data.id)) resolve(row.data);
        },
      )
      .subscribe();
    stop.signal.addEventListener('abort', () => void supabase.removeChannel(channel), {
      once: true,
    });
  });
  const polled = pollForAnswer({
    check: () => latestNewAnswer(chatId, known),
    signal: stop.signal,
  });

  return Promise.race([realtime, polled])
    .then(turnOf)
    .finally(() => {
      signal?.removeEventListener('abort', onOuterAbort);
      stop.abort();
    });
}

export interface AnswerProgress {
  /** The question is stored: the chat now has it (and Threads lists the chat). */
  onAsked(): void;
  /** The answer so far, while it streams in. */
  onText(soFar: string): void;
}

/**
 * Asks a question and resolves with its stored answer, streamed in as it is made. When the
 * service cannot stream (an older one, or a request that never got through) the question is
 * asked the plain way; when there is no stream to read, or it breaks off, the answer is awaited
 * as the spec says (polling once a second, with realtime beside it).
 */
export async function answerQuestion(
  chatId: string,
  brainId: string,
  question: string,
  known: ReadonlySet<string>,
  progress: AnswerProgress,
  signal?: AbortSignal,
): Promise<BrainTurn> {
  let asked = false;
  const onAsked = () => {
    if (asked) return;
    asked = true;
    progress.onAsked();
  };
  const stored = () => {
    onAsked();
    return waitForAnswer(chatId, known, signal);
  };
  const askPlainly = async () => {
    await askBrain(chatId, brainId, question);
    return stored();
  };

  const { path, body } = questionCall(chatId, brainId, question);
  let response: Response;
  try {
    response = await callFunction(path, { body, accept: 'text/event-stream', signal });
  } catch (error) {
    if (error instanceof NotSignedInError) throw new BrainChatError(AUTH_REQUIRED);
    if (signal?.aborted) throw error;
    return askPlainly();
  }

  const next = howToGoOn(response);
  if (next === 'refused') throw await refusal(response, BRAIN_RESPONSE_FAILED);
  if (next !== 'stream' || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    return next === 'ask-again' ? askPlainly() : stored();
  }
  // A streamed reply comes only once the question is stored.
  onAsked();
  const end = await readAnswerStream(readSseData(response.body), progress.onText, signal);
  if (end.kind === 'answer') return turnOf(end.row);
  if (end.kind === 'cut') return stored();
  if (end.row) return turnOf(end.row);
  throw new BrainChatError(BRAIN_RESPONSE_FAILED, end.detail);
}
