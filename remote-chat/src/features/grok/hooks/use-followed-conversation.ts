import { useCallback, useEffect, useRef, useState } from 'react';
import {
  followConversation,
  loadConversation,
  type LiveState,
  type StoredConversation,
} from '../api/conversation-store';
import type { ChatMessage } from '../model/chat-messages';
import { CONVERSATION_NOT_FOUND } from '../model/chat-types';

interface FollowedConversationOptions {
  /** The conversation asked for (a link, the history list, back and forward); null for a new one. */
  requestedId: string | null;
  onConversationChange?: (id: string | null) => void;
  /** Forgets what the chat shows of the conversation it leaves. */
  reset(): void;
  /** Takes in messages read from the server. */
  merge(incoming: ChatMessage[]): void;
  /** The conversation was opened: it brings its own settings (charts, assistant). */
  onOpened(conversation: StoredConversation): void;
  setError(message: string): void;
}

/**
 * The conversation on screen: loads it, follows its changes by realtime and catches up on what a
 * dropped socket missed.
 */
export function useFollowedConversation({
  requestedId,
  onConversationChange,
  reset,
  merge,
  onOpened,
  setError,
}: FollowedConversationOptions) {
  const [conversationId, setConversationId] = useState<string | null>(requestedId);
  const [loading, setLoading] = useState(requestedId !== null);
  const [live, setLive] = useState<LiveState>('connecting');
  const idRef = useRef<string | null>(requestedId);
  /** Conversations whose messages are already here (loaded, or started in this tab). */
  const loadedRef = useRef<string | null>(null);
  const changeCallback = useRef(onConversationChange);
  changeCallback.current = onConversationChange;

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
        if (!quiet) onOpened(conversation);
      } catch (cause) {
        if (idRef.current === id)
          setError(
            `The conversation could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
          );
      } finally {
        if (idRef.current === id) setLoading(false);
      }
    },
    [merge, onOpened, setError],
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

  /** The conversation the chat is in now, even before the render that shows it. */
  const currentId = useCallback(() => idRef.current, []);

  /** A turn was stored in this conversation; a new one was started here, its messages are here. */
  const showStarted = useCallback((id: string) => {
    if (idRef.current === id) return;
    idRef.current = id;
    loadedRef.current = id;
    setConversationId(id);
    changeCallback.current?.(id);
  }, []);

  /** Leaves the conversation for a new one, not yet stored. */
  const leave = useCallback(() => {
    idRef.current = null;
    loadedRef.current = null;
    setConversationId(null);
    changeCallback.current?.(null);
  }, []);

  return {
    conversationId,
    loading,
    /** Live updates are unavailable; what is shown may be behind. */
    offline: conversationId !== null && live === 'offline',
    currentId,
    showStarted,
    leave,
  };
}
