import { useCallback, useState } from 'react';
import type { StoredConversation } from '../api/conversation-store';
import { stopAnswer } from '../api/conversation-turns';
import {
  composeParts,
  contextOf,
  imagesOf,
  MESSAGE_NEEDS_CONTENT,
  type ChatMessage,
  type ContentPart,
} from '../model/chat-messages';
import type { ChatStatus, GrokChat, GrokChatOptions } from '../model/chat-types';
import { GrokError, GROK_FALLBACK_ERROR } from '../model/grok-errors';
import { DEFAULT_TEMPERATURE } from '../model/grok-models';
import type { PreparedImage } from '../model/image-attachments';
import { useChosenAssistant } from './use-chosen-assistant';
import { useConversationCharts } from './use-conversation-charts';
import { useFollowedConversation } from './use-followed-conversation';
import { useMessageStore } from './use-message-store';
import { useThinkingSteps } from './use-thinking-steps';
import { useTurnRunner } from './use-turn-runner';
import { useTurnsInFlight } from './use-turns-in-flight';

export {
  CONVERSATION_NOT_FOUND,
  type ChatStatus,
  type GrokChat,
  type GrokChatOptions,
} from '../model/chat-types';

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
  const {
    choices,
    setChoices,
    branch,
    update,
    merge,
    clear,
    latestMessages,
    versionsOf,
    showVersion,
  } = useMessageStore();
  const [error, setError] = useState<string | null>(null);
  const [keyRequired, setKeyRequired] = useState(false);
  const {
    chartIds,
    setChartIds,
    chartsForTurn,
    showStoredCharts,
    markChartsStored,
    hasStoredCharts,
    clearCharts,
  } = useConversationCharts();
  const { brainId, setBrainId, currentBrain, model, setModel, takeAssistantOf } =
    useChosenAssistant({ initialBrainId, initialModel, controlledModel, onModelChange });
  const { sending, isSending, startTurn, finishTurn, abandonTurns, requestStop, stopWanted } =
    useTurnsInFlight();

  const reset = useCallback(() => {
    abandonTurns();
    clear();
    setError(null);
    setKeyRequired(false);
    clearCharts();
  }, [abandonTurns, clear, clearCharts]);

  const onOpened = useCallback(
    (conversation: StoredConversation) => {
      showStoredCharts(conversation.chartIds);
      takeAssistantOf(conversation);
    },
    [showStoredCharts, takeAssistantOf],
  );

  const { conversationId, loading, offline, currentId, showStarted, leave } =
    useFollowedConversation({
      requestedId,
      onConversationChange,
      reset,
      merge,
      onOpened,
      setError,
    });

  const last = branch[branch.length - 1];
  const answering = last?.role === 'assistant' && last.status === 'streaming';
  const status: ChatStatus = loading
    ? 'loading'
    : answering
      ? last.content.length === 0
        ? 'thinking'
        : 'streaming'
      : 'idle';
  const thinkingStep = useThinkingSteps(status);

  const runTurn = useTurnRunner({
    choices,
    setChoices,
    update,
    merge,
    startTurn,
    finishTurn,
    stopWanted,
    setError,
    setKeyRequired,
    markChartsStored,
    hasStoredCharts,
    showStarted,
  });

  // Until its request has ended a turn is under way, even when the stored answer (come by
  // realtime) already says complete: Send shows only when a question would really be taken.
  const busy = status === 'thinking' || status === 'streaming' || sending;

  const send = useCallback(
    async (text: string, images: PreparedImage[]): Promise<boolean> => {
      if (busy || isSending()) return false;
      const content = composeParts(
        text,
        images.map((i) => i.dataUrl),
      );
      if (!content) {
        setError(MESSAGE_NEEDS_CONTENT);
        return false;
      }
      const id = currentId();
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
    [brainId, branch, busy, chartsForTurn, currentId, isSending, model, runTurn],
  );

  const regenerate = useCallback(
    async (answer: ChatMessage): Promise<boolean> => {
      const id = currentId();
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
    [brainId, busy, chartsForTurn, currentId, model, runTurn],
  );

  const edit = useCallback(
    async (question: ChatMessage, text: string): Promise<boolean> => {
      const id = currentId();
      if (busy || !id) return false;
      // The passage it quotes and the data attached to it stay with the edited question.
      const content: ContentPart[] = [
        ...(composeParts(text, imagesOf(question.content)) ?? []),
        ...contextOf(question.content),
      ];
      if (content.length === 0) {
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
    [brainId, busy, chartsForTurn, currentId, model, runTurn],
  );

  const stop = useCallback(() => {
    requestStop();
    const target = latestMessages().find(
      (m) =>
        m.role === 'assistant' && m.status === 'streaming' && branch.some((b) => b.id === m.id),
    );
    if (!target || target.pending) return; // Stopped as soon as the server names it.
    stopAnswer(target.id).catch((cause: unknown) =>
      setError(cause instanceof GrokError ? cause.message : GROK_FALLBACK_ERROR),
    );
  }, [branch, latestMessages, requestStop]);

  const newConversation = useCallback(() => {
    reset();
    leave();
  }, [leave, reset]);

  const setAssistant = useCallback(
    (choice: { brainId: string } | { model: string }) => {
      const nextBrain = 'brainId' in choice ? choice.brainId : null;
      // An open conversation (even one still loading) keeps its assistant: another one starts anew.
      const open = currentId() !== null || latestMessages().length > 0;
      if (nextBrain !== currentBrain() && open) newConversation();
      setBrainId(nextBrain);
      if ('model' in choice) setModel(choice.model);
    },
    [currentBrain, currentId, latestMessages, newConversation, setBrainId, setModel],
  );

  return {
    messages: branch,
    versionsOf,
    showVersion,
    status,
    busy,
    thinkingStep,
    error,
    keyRequired,
    offline,
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
