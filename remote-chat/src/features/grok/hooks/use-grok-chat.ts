import { selectSessionUser, useAppSelector } from '@astro/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { incrementCounter } from '../../../lib/profile-counters';
import { loadConversation, saveConversation } from '../api/conversations-api';
import { streamChat } from '../api/grok-client';
import {
  composeParts,
  MESSAGE_NEEDS_CONTENT,
  newMessageId,
  toApiMessages,
  type ChatMessage,
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

export type ChatStatus = 'idle' | 'loading' | 'thinking' | 'streaming';

export interface GrokChatOptions {
  /** A saved conversation to continue. */
  conversationId?: string | null;
  initialModel?: string;
  onConversationSaved?: (id: string) => void;
}

export interface GrokChat {
  messages: ChatMessage[];
  status: ChatStatus;
  busy: boolean;
  thinkingStep: number;
  error: string | null;
  /** The last failure asked for the user's own provider key. */
  keyRequired: boolean;
  saveError: string | null;
  model: string;
  setModel(model: string): void;
  conversationId: string | null;
  /** Sends a message; false (with the reason in `error`) when it cannot be sent now. */
  send(text: string, images: PreparedImage[]): boolean;
  stop(): void;
  clearError(): void;
  /** Shows a problem found before sending (e.g. an image that breaks the rules). */
  reportError(message: string): void;
  /** The key settings were shown for the last failure. */
  dismissKeyRequest(): void;
  newConversation(): void;
}

/** The state of one Grok conversation: sending, streaming, stopping, saving. */
export function useGrokChat({
  conversationId: initialId = null,
  initialModel,
  onConversationSaved,
}: GrokChatOptions = {}): GrokChat {
  const userId = useAppSelector(selectSessionUser)?.id;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>(initialId ? 'loading' : 'idle');
  const [thinkingStep, setThinkingStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [keyRequired, setKeyRequired] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [model, setModelState] = useState(
    initialModel && isSelectableModel(initialModel) ? initialModel : DEFAULT_MODEL,
  );
  const [conversationId, setConversationId] = useState<string | null>(initialId);
  const abortRef = useRef<AbortController | null>(null);
  const messagesRef = useRef<ChatMessage[]>([]);
  const busyRef = useRef(false);
  const savedCallback = useRef(onConversationSaved);
  savedCallback.current = onConversationSaved;
  const idRef = useRef<string | null>(initialId);

  const update = useCallback((next: (current: ChatMessage[]) => ChatMessage[]) => {
    messagesRef.current = next(messagesRef.current);
    setMessages(messagesRef.current);
  }, []);

  useEffect(() => {
    if (!initialId) return;
    let cancelled = false;
    setStatus('loading');
    loadConversation(initialId)
      .then((conversation) => {
        if (cancelled) return;
        if (!conversation) {
          setError('This conversation was not found. It may have been deleted.');
          idRef.current = null;
          setConversationId(null);
        } else {
          update(() => conversation.messages);
          if (isSelectableModel(conversation.model) && !initialModel)
            setModelState(conversation.model);
        }
      })
      .catch((cause: unknown) => {
        if (!cancelled)
          setError(
            `The conversation could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
          );
      })
      .finally(() => {
        if (!cancelled) setStatus('idle');
      });
    return () => {
      cancelled = true;
    };
  }, [initialId, initialModel, update]);

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

  // Leaving the page ends an answer in progress.
  useEffect(() => () => abortRef.current?.abort(), []);

  const persist = useCallback(async (chatModel: string) => {
    try {
      const id = await saveConversation({
        id: idRef.current,
        model: chatModel,
        messages: messagesRef.current,
      });
      setSaveError(null);
      if (idRef.current !== id) {
        idRef.current = id;
        setConversationId(id);
        savedCallback.current?.(id);
      }
    } catch (cause) {
      setSaveError(
        `This conversation could not be saved to your history: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }
  }, []);

  const send = useCallback(
    (text: string, images: PreparedImage[]): boolean => {
      if (busyRef.current) return false;
      const parts = composeParts(
        text,
        images.map((i) => i.dataUrl),
      );
      if (!parts) {
        setError(MESSAGE_NEEDS_CONTENT);
        return false;
      }
      busyRef.current = true;
      setError(null);
      setKeyRequired(false);
      const chatModel = model;
      const question: ChatMessage = {
        id: newMessageId(),
        role: 'user',
        content: parts,
        createdAt: new Date().toISOString(),
        ...(images.length > 0 ? { thumbnails: images.map((i) => i.thumbnailUrl) } : {}),
      };
      const answerId = newMessageId();
      const history = [...messagesRef.current, question];
      update(() => [
        ...history,
        {
          id: answerId,
          role: 'assistant',
          content: [],
          model: chatModel,
          createdAt: new Date().toISOString(),
        },
      ]);
      const patchAnswer = (patch: (m: ChatMessage) => ChatMessage) =>
        update((list) => list.map((m) => (m.id === answerId ? patch(m) : m)));

      const controller = new AbortController();
      abortRef.current = controller;
      setStatus('thinking');
      incrementCounter(userId, 'grok_messages_count');
      let content = '';
      let reasoning = '';
      streamChat(
        { model: chatModel, messages: toApiMessages(history), temperature: DEFAULT_TEMPERATURE },
        {
          onContent(token) {
            content += token;
            setStatus('streaming');
            patchAnswer((m) => ({ ...m, content: [{ type: 'text', text: content }] }));
          },
          onReasoning(token) {
            reasoning += token;
            patchAnswer((m) => ({ ...m, reasoning }));
          },
        },
        controller.signal,
      )
        .then(async () => {
          if (!content.trim()) {
            update((list) =>
              list
                .filter((m) => m.id !== answerId)
                .map((m) => (m.id === question.id ? { ...m, failed: true } : m)),
            );
            setError(GROK_FALLBACK_ERROR);
            return;
          }
          await persist(chatModel);
        })
        .catch(async (cause: unknown) => {
          if (controller.signal.aborted) {
            if (content.trim()) {
              patchAnswer((m) => ({ ...m, stopped: true }));
              await persist(chatModel);
            } else {
              update((list) => list.filter((m) => m.id !== answerId));
            }
            return;
          }
          const answered = content.trim() !== '';
          update((list) =>
            list
              .filter((m) => m.id !== answerId || answered)
              .map((m) => (m.id === question.id && !answered ? { ...m, failed: true } : m)),
          );
          setError(cause instanceof GrokError ? cause.message : GROK_FALLBACK_ERROR);
          setKeyRequired(needsApiKey(cause));
        })
        .finally(() => {
          busyRef.current = false;
          abortRef.current = null;
          setStatus('idle');
        });
      return true;
    },
    [model, persist, update, userId],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);

  const newConversation = useCallback(() => {
    abortRef.current?.abort();
    update(() => []);
    idRef.current = null;
    setConversationId(null);
    setError(null);
    setSaveError(null);
  }, [update]);

  const setModel = useCallback((next: string) => {
    if (isSelectableModel(next)) setModelState(next);
  }, []);

  return {
    messages,
    status,
    busy: status === 'thinking' || status === 'streaming',
    thinkingStep,
    error,
    keyRequired,
    saveError,
    model,
    setModel,
    conversationId,
    send,
    stop,
    clearError: useCallback(() => setError(null), []),
    reportError: useCallback((message: string) => setError(message), []),
    dismissKeyRequest: useCallback(() => setKeyRequired(false), []),
    newConversation,
  };
}
