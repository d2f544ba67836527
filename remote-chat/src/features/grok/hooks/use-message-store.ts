import { useCallback, useMemo, useRef, useState } from 'react';
import type { ChatMessage } from '../model/chat-messages';
import {
  choose,
  siblingPosition,
  upsertMessages,
  visibleBranch,
  type BranchChoices,
} from '../model/message-tree';

/**
 * The messages of a conversation, every branch, and which version of each is on screen. A ref
 * keeps the latest list so that changes made in one go (streaming tokens) build on each other.
 */
export function useMessageStore() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [choices, setChoices] = useState<BranchChoices>({});
  const messagesRef = useRef<ChatMessage[]>([]);

  const update = useCallback((next: (current: ChatMessage[]) => ChatMessage[]) => {
    messagesRef.current = next(messagesRef.current);
    setMessages(messagesRef.current);
  }, []);

  const merge = useCallback(
    (incoming: ChatMessage[]) => update((current) => upsertMessages(current, incoming)),
    [update],
  );

  const clear = useCallback(() => {
    update(() => []);
    setChoices({});
  }, [update]);

  const latestMessages = useCallback(() => messagesRef.current, []);

  const branch = useMemo(() => visibleBranch(messages, choices), [messages, choices]);

  const versionsOf = useCallback(
    (message: ChatMessage) => siblingPosition(messages, message),
    [messages],
  );

  const showVersion = useCallback(
    (messageId: string) => setChoices((current) => choose(current, messages, messageId)),
    [messages],
  );

  return {
    /** Every message, all branches. */
    messages,
    choices,
    setChoices,
    /** The branch on screen, first question first. */
    branch,
    update,
    merge,
    clear,
    latestMessages,
    versionsOf,
    showVersion,
  };
}

export type MessageStore = ReturnType<typeof useMessageStore>;
