import { useEffect, useRef } from 'react';
import type { GrokChat, GrokChatOptions } from '../model/chat-types';

/**
 * The page named another assistant (a link to another brain, back and forward): the chat switches
 * to it. A conversation the address opens keeps its own assistant.
 */
export function useNamedAssistant(
  { initialBrainId, initialModel, conversationId }: GrokChatOptions,
  setAssistant: GrokChat['setAssistant'],
): void {
  const named = initialBrainId
    ? `brain:${initialBrainId}`
    : initialModel
      ? `model:${initialModel}`
      : null;
  const namedBefore = useRef(named);
  useEffect(() => {
    if (named === namedBefore.current) return;
    namedBefore.current = named;
    if (conversationId) return;
    if (initialBrainId) setAssistant({ brainId: initialBrainId });
    else if (initialModel) setAssistant({ model: initialModel });
  }, [named, conversationId, initialBrainId, initialModel, setAssistant]);
}
