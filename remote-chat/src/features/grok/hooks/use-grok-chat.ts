import { selectSessionUser, useAppDispatch, useAppSelector } from '@astro/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { incrementCounter } from '../../../lib/profile-counters';
import {
  conversationListsChanged,
  fetchMessage,
  followConversation,
  loadConversation,
  type LiveState,
} from '../api/conversation-store';
import { stopAnswer, streamTurn, type TurnRequest } from '../api/conversation-turns';
import {
  composeParts,
  imagesOf,
  MESSAGE_NEEDS_CONTENT,
  type ChatMessage,
  type ContentPart,
} from '../model/chat-messages';
import { GrokError, GROK_FALLBACK_ERROR, needsApiKey } from '../model/grok-errors';
import {
  DEFAULT_MODEL,
  DEFAULT_TEMPERATURE,
  isSelectableModel,
  THINKING_STEP_MS,
  THINKING_STEPS,
} from '../model/grok-models';
import type { PreparedImage } from '../model/image-attachments';
import { waitForClaimChecks } from '../../claims';
import {
  choose,
  ROOT,
  siblingPosition,
  upsertMessages,
  visibleBranch,
  type BranchChoices,
  type SiblingPosition,
} from '../model/message-tree';

export type ChatStatus = 'idle' | 'loading' | 'thinking' | 'streaming';

export const CONVERSATION_NOT_FOUND = 'This conversation was not found. It may have been deleted.';

export interface GrokChatOptions {
  /** The conversation to show; null for a new one. */
  conversationId?: string | null;
  /** Called when the chat moves to another conversation: its first question was stored, or New. */
  onConversationChange?: (id: string | null) => void;
  /** The model to start with, when the model is not controlled. */
  initialModel?: string;
  /** Controls the model from outside (the admin panel's picker). */
  model?: string;
  onModelChange?: (model: string) => void;
  /** The brain a new conversation starts with; null or absent: Grok. */
  initialBrainId?: string | null;
}

export interface GrokChat {
  /** The branch on screen, first question first. */
  messages: ChatMessage[];
  /** Where a message stands among its versions. */
  versionsOf(message: ChatMessage): SiblingPosition;
  showVersion(messageId: string): void;
  status: ChatStatus;
  busy: boolean;
  thinkingStep: number;
  error: string | null;
  /** The last failure asked for the user's own provider key. */
  keyRequired: boolean;
  /** Live updates are unavailable; what is shown may be behind. */
  offline: boolean;
  model: string;
  setModel(model: string): void;
  /** The brain that answers this conversation; null: Grok, with `model`. */
  brainId: string | null;
  /**
   * Chooses who answers. A conversation keeps its assistant, so choosing another brain (or Grok
   * in a brain's conversation, or a brain in Grok's) starts a new conversation.
   */
  setAssistant(choice: { brainId: string } | { model: string }): void;
  conversationId: string | null;
  /** The saved charts the conversation reads; sent with the next question. */
  chartIds: string[];
  setCharts(chartIds: string[]): void;
  /** Sends a question; resolves false (the reason in `error`) when it was not stored. */
  send(text: string, images: PreparedImage[]): Promise<boolean>;
  /** Asks for a new answer to the question an answer answered (Regenerate, and Retry). */
  regenerate(answer: ChatMessage): Promise<boolean>;
  /** Sends an edited question as a new version of it; the earlier one stays reachable. */
  edit(question: ChatMessage, text: string): Promise<boolean>;
  stop(): void;
  clearError(): void;
  reportError(message: string): void;
  dismissKeyRequest(): void;
  newConversation(): void;
}

let pendingCounter = 0;
const pendingId = (kind: string) => `pending-${kind}-${++pendingCounter}`;
const now = () => new Date().toISOString();

/**
 * One Grok conversation as the server keeps it. The server stores every question and answer
 * (as it streams); this hook shows them, follows changes made elsewhere (another tab, an answer
 * still streaming after a reload) and sends new turns. Nothing is saved from here.
 */
export function useGrokChat({
  conversationId: requestedId = null,
  onConversationChange,
  initialModel,
  model: controlledModel,
  onModelChange,
  initialBrainId = null,
}: GrokChatOptions = {}): GrokChat {
  const userId = useAppSelector(selectSessionUser)?.id;
  const dispatch = useAppDispatch();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [choices, setChoices] = useState<BranchChoices>({});
  const [conversationId, setConversationId] = useState<string | null>(requestedId);
  const [loading, setLoading] = useState(requestedId !== null);
  const [live, setLive] = useState<LiveState>('connecting');
  const [thinkingStep, setThinkingStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [keyRequired, setKeyRequired] = useState(false);
  const [chartIds, setChartIds] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [brainId, setBrainId] = useState<string | null>(initialBrainId);
  const brainRef = useRef(brainId);
  brainRef.current = brainId;
  const [ownModel, setOwnModel] = useState(
    initialModel && isSelectableModel(initialModel) ? initialModel : DEFAULT_MODEL,
  );
  const model = controlledModel && isSelectableModel(controlledModel) ? controlledModel : ownModel;

  const messagesRef = useRef<ChatMessage[]>([]);
  const idRef = useRef<string | null>(requestedId);
  /** Conversations whose messages are already here (loaded, or started in this tab). */
  const loadedRef = useRef<string | null>(null);
  const stopWantedRef = useRef(false);
  const sendingRef = useRef(false);
  const listenersRef = useRef(new Set<AbortController>());
  /** The charts the server has for this conversation, as far as this tab knows. */
  const storedChartsRef = useRef<readonly string[]>([]);
  const changeCallback = useRef(onConversationChange);
  changeCallback.current = onConversationChange;

  const update = useCallback((next: (current: ChatMessage[]) => ChatMessage[]) => {
    messagesRef.current = next(messagesRef.current);
    setMessages(messagesRef.current);
  }, []);

  const merge = useCallback(
    (incoming: ChatMessage[]) => update((current) => upsertMessages(current, incoming)),
    [update],
  );

  const reset = useCallback(() => {
    for (const listener of listenersRef.current) listener.abort();
    listenersRef.current.clear();
    sendingRef.current = false;
    setSending(false);
    update(() => []);
    setChoices({});
    setError(null);
    setKeyRequired(false);
    setChartIds([]);
    storedChartsRef.current = [];
  }, [update]);

  // Another conversation was asked for (a link, the history list, back and forward).
  useEffect(() => {
    if (requestedId === idRef.current) return;
    reset();
    idRef.current = requestedId;
    loadedRef.current = null;
    setConversationId(requestedId);
  }, [requestedId, reset]);

  const load = useCallback(
    async (id: string, { quiet }: { quiet: boolean }) => {
      if (!quiet) setLoading(true);
      try {
        const conversation = await loadConversation(id);
        if (idRef.current !== id) return;
        if (!conversation) {
          setError(CONVERSATION_NOT_FOUND);
          idRef.current = null;
          setConversationId(null);
          changeCallback.current?.(null);
          return;
        }
        loadedRef.current = id;
        merge(conversation.messages);
        if (!quiet) {
          storedChartsRef.current = conversation.chartIds;
          setChartIds(conversation.chartIds);
          setBrainId(conversation.brainId);
        }
        if (!quiet && controlledModel === undefined && isSelectableModel(conversation.model))
          setOwnModel(conversation.model);
      } catch (cause) {
        if (idRef.current === id)
          setError(
            `The conversation could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
          );
      } finally {
        if (idRef.current === id) setLoading(false);
      }
    },
    [controlledModel, merge],
  );

  useEffect(() => {
    if (!conversationId) {
      setLoading(false);
      return;
    }
    if (loadedRef.current !== conversationId) void load(conversationId, { quiet: false });
    return followConversation(
      conversationId,
      (message) => merge([message]),
      (state, resubscribed) => {
        setLive(state);
        // Changes made while the socket was down were missed: catch up once.
        if (resubscribed) void load(conversationId, { quiet: true });
      },
    );
  }, [conversationId, load, merge]);

  // Leaving the page stops listening only: the server finishes and stores the answer.
  useEffect(() => {
    const listeners = listenersRef.current;
    return () => {
      for (const listener of listeners) listener.abort();
    };
  }, []);

  const branch = useMemo(() => visibleBranch(messages, choices), [messages, choices]);
  const last = branch[branch.length - 1];
  const answering = last?.role === 'assistant' && last.status === 'streaming';
  const status: ChatStatus = loading
    ? 'loading'
    : answering
      ? last.content.length === 0
        ? 'thinking'
        : 'streaming'
      : 'idle';

  // Spec: before the first token, four progress steps, one every 800 ms.
  useEffect(() => {
    if (status !== 'thinking') return;
    setThinkingStep(0);
    const timer = setInterval(
      () => setThinkingStep((step) => Math.min(step + 1, THINKING_STEPS.length - 1)),
      THINKING_STEP_MS,
    );
    return () => clearInterval(timer);
  }, [status]);

  /**
   * Runs one turn: shows the question (if any) and an empty answer at once, swaps in the ids the
   * server gives them, streams the answer in, then takes the stored final row.
   */
  const runTurn = useCallback(
    async (request: TurnRequest): Promise<boolean> => {
      if (sendingRef.current) return false;
      sendingRef.current = true;
      setSending(true);
      stopWantedRef.current = false;
      setError(null);
      setKeyRequired(false);
      const questionTempId = 'content' in request ? pendingId('question') : null;
      const answerTempId = pendingId('answer');
      const questionId = 'answerTo' in request ? request.answerTo : questionTempId!;
      const created = now();
      const placeholders: ChatMessage[] = [];
      if ('content' in request)
        placeholders.push({
          id: questionTempId!,
          parentId: request.parentId,
          role: 'user',
          content: request.content,
          status: 'complete',
          createdAt: created,
          pending: true,
        });
      placeholders.push({
        id: answerTempId,
        parentId: questionId,
        role: 'assistant',
        content: [],
        model: request.model,
        status: 'streaming',
        createdAt: created,
        pending: true,
      });
      const choicesBefore = choices;
      update((current) => [...current, ...placeholders]);
      setChoices((current) => {
        let next = current;
        if ('content' in request) next = { ...next, [request.parentId ?? ROOT]: questionTempId! };
        return { ...next, [questionId]: answerTempId };
      });

      let ids = null as { question: string; answer: string } | null;
      let text = '';
      let reasoning = '';
      const patchAnswer = (patch: Partial<ChatMessage>) =>
        update((list) =>
          list.map((m) => (m.id === (ids?.answer ?? answerTempId) ? { ...m, ...patch } : m)),
        );
      const listener = new AbortController();
      listenersRef.current.add(listener);
      // A brain's questions are counted by the server, as the brain service counts them.
      if (!request.brainId) incrementCounter(userId, 'grok_messages_count');
      try {
        await streamTurn(
          request,
          {
            onBegin(begun) {
              ids = { question: begun.userMessageId, answer: begun.assistantMessageId };
              if (request.chartIds) storedChartsRef.current = request.chartIds;
              const rename = (id: string) =>
                id === questionTempId
                  ? begun.userMessageId
                  : id === answerTempId
                    ? ids!.answer
                    : id;
              // The placeholders take the stored ids; a stored copy that arrived first stays.
              update((list) => {
                const stored = list.filter((m) => !m.pending);
                const placed = list
                  .filter((m) => m.pending)
                  .map((m) => ({
                    ...m,
                    id: rename(m.id),
                    parentId: m.parentId && rename(m.parentId),
                    pending: false,
                  }))
                  .filter((m) => !stored.some((s) => s.id === m.id));
                return [...stored, ...placed];
              });
              setChoices((current) =>
                Object.fromEntries(
                  Object.entries(current).map(([key, value]) => [rename(key), rename(value)]),
                ),
              );
              if (idRef.current !== begun.conversationId) {
                idRef.current = begun.conversationId;
                loadedRef.current = begun.conversationId;
                setConversationId(begun.conversationId);
                changeCallback.current?.(begun.conversationId);
              }
              dispatch(conversationListsChanged());
              if (stopWantedRef.current) void stopAnswer(begun.assistantMessageId).catch(() => {});
            },
            onContent(token) {
              text += token;
              patchAnswer({ content: [{ type: 'text', text }] });
            },
            onReasoning(token) {
              reasoning += token;
              patchAnswer({ reasoning });
            },
          },
          listener.signal,
        );
        if (!text.trim() && !stopWantedRef.current) setError(GROK_FALLBACK_ERROR);
        return true;
      } catch (cause) {
        if (listener.signal.aborted) return ids !== null;
        setError(cause instanceof GrokError ? cause.message : GROK_FALLBACK_ERROR);
        setKeyRequired(needsApiKey(cause));
        if (!ids) {
          // Refused before anything was stored: take the placeholders back; the composer keeps
          // the text so the user can send it again.
          update((list) => list.filter((m) => m.id !== questionTempId && m.id !== answerTempId));
          setChoices(choicesBefore);
          return false;
        }
        return true;
      } finally {
        listenersRef.current.delete(listener);
        sendingRef.current = false;
        setSending(false);
        const finished = ids;
        if (finished) {
          // The stored row has the answer's final state (complete, stopped or failed).
          const stored = await fetchMessage(finished.answer).catch(() => null);
          if (stored) merge([stored]);
          else if (!listener.signal.aborted) patchAnswer({ status: 'complete' });
          // The claims are checked just after the answer is stored. Realtime brings them too;
          // reading them covers a socket that is down.
          if (storedChartsRef.current.length > 0 && !stored?.claimChecks)
            void waitForClaimChecks({
              read: async () => (await fetchMessage(finished.answer))?.claimChecks ?? null,
              signal: listener.signal,
            }).then((checks) => {
              if (checks)
                update((list) =>
                  list.map((m) => (m.id === finished.answer ? { ...m, claimChecks: checks } : m)),
                );
            });
        }
      }
    },
    [choices, dispatch, merge, update, userId],
  );

  // Until its request has ended a turn is under way, even when the stored answer (come by
  // realtime) already says complete: Send shows only when a question would really be taken.
  const busy = status === 'thinking' || status === 'streaming' || sending;

  /** The charts to send with a turn: only when there are some, or they changed since the last. */
  const chartsForTurn = useCallback((): { chartIds?: readonly string[] } => {
    const stored = storedChartsRef.current;
    const same = stored.length === chartIds.length && stored.every((id, i) => chartIds[i] === id);
    return chartIds.length > 0 || !same ? { chartIds } : {};
  }, [chartIds]);

  const send = useCallback(
    async (text: string, images: PreparedImage[]): Promise<boolean> => {
      if (busy || sendingRef.current) return false;
      const content = composeParts(
        text,
        images.map((i) => i.dataUrl),
      );
      if (!content) {
        setError(MESSAGE_NEEDS_CONTENT);
        return false;
      }
      const id = idRef.current;
      return runTurn({
        model,
        temperature: DEFAULT_TEMPERATURE,
        brainId,
        ...chartsForTurn(),
        conversationId: id,
        parentId: id ? (branch.filter((m) => !m.pending).at(-1)?.id ?? null) : null,
        content,
      });
    },
    [brainId, branch, busy, chartsForTurn, model, runTurn],
  );

  const regenerate = useCallback(
    async (answer: ChatMessage): Promise<boolean> => {
      const id = idRef.current;
      if (busy || !id || !answer.parentId) return false;
      return runTurn({
        model,
        temperature: DEFAULT_TEMPERATURE,
        brainId,
        ...chartsForTurn(),
        conversationId: id,
        answerTo: answer.parentId,
      });
    },
    [brainId, busy, chartsForTurn, model, runTurn],
  );

  const edit = useCallback(
    async (question: ChatMessage, text: string): Promise<boolean> => {
      const id = idRef.current;
      if (busy || !id) return false;
      const content: ContentPart[] | null = composeParts(text, imagesOf(question.content));
      if (!content) {
        setError(MESSAGE_NEEDS_CONTENT);
        return false;
      }
      return runTurn({
        model,
        temperature: DEFAULT_TEMPERATURE,
        brainId,
        ...chartsForTurn(),
        conversationId: id,
        parentId: question.parentId,
        content,
      });
    },
    [brainId, busy, chartsForTurn, model, runTurn],
  );

  const stop = useCallback(() => {
    stopWantedRef.current = true;
    const target = messagesRef.current.find(
      (m) =>
        m.role === 'assistant' && m.status === 'streaming' && branch.some((b) => b.id === m.id),
    );
    if (!target || target.pending) return; // Stopped as soon as the server names it.
    stopAnswer(target.id).catch((cause: unknown) =>
      setError(cause instanceof GrokError ? cause.message : GROK_FALLBACK_ERROR),
    );
  }, [branch]);

  const newConversation = useCallback(() => {
    reset();
    idRef.current = null;
    loadedRef.current = null;
    setConversationId(null);
    changeCallback.current?.(null);
  }, [reset]);

  const setModel = useCallback(
    (next: string) => {
      if (!isSelectableModel(next)) return;
      if (onModelChange) onModelChange(next);
      if (controlledModel === undefined) setOwnModel(next);
    },
    [controlledModel, onModelChange],
  );

  const setAssistant = useCallback(
    (choice: { brainId: string } | { model: string }) => {
      const nextBrain = 'brainId' in choice ? choice.brainId : null;
      // An open conversation (even one still loading) keeps its assistant: another one starts anew.
      const open = idRef.current !== null || messagesRef.current.length > 0;
      if (nextBrain !== brainRef.current && open) newConversation();
      setBrainId(nextBrain);
      if ('model' in choice) setModel(choice.model);
    },
    [newConversation, setModel],
  );

  return {
    messages: branch,
    versionsOf: useCallback((message) => siblingPosition(messages, message), [messages]),
    showVersion: useCallback(
      (messageId: string) => setChoices((current) => choose(current, messages, messageId)),
      [messages],
    ),
    status,
    busy,
    thinkingStep,
    error,
    keyRequired,
    offline: conversationId !== null && live === 'offline',
    model,
    setModel,
    brainId,
    setAssistant,
    conversationId,
    chartIds,
    setCharts: setChartIds,
    send,
    regenerate,
    edit,
    stop,
    clearError: useCallback(() => setError(null), []),
    reportError: useCallback((message: string) => setError(message), []),
    dismissKeyRequest: useCallback(() => setKeyRequired(false), []),
    newConversation,
  };
}
