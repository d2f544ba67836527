import { selectSessionUser, useAppDispatch, useAppSelector } from '@astro/shared';
import { useCallback } from 'react';
import { incrementCounter } from '../../../lib/profile-counters';
import { waitForClaimChecks } from '../../claims';
import { conversationListsChanged, fetchMessage } from '../api/conversation-store';
import { stopAnswer, streamTurn, type TurnRequest } from '../api/conversation-turns';
import type { ChatMessage } from '../model/chat-messages';
import { GrokError, GROK_FALLBACK_ERROR, needsApiKey } from '../model/grok-errors';
import {
  adoptStoredIds,
  choosePlaceholders,
  renameChoices,
  storedIdOf,
  turnPlaceholders,
  withoutPlaceholders,
  type PlaceholderIds,
  type StoredTurnIds,
} from '../model/turn-placeholders';
import type { MessageStore } from './use-message-store';
import type { TurnsInFlight } from './use-turns-in-flight';

let pendingCounter = 0;
const pendingId = (kind: string) => `pending-${kind}-${++pendingCounter}`;
const now = () => new Date().toISOString();

interface TurnRunnerOptions
  extends
    Pick<MessageStore, 'choices' | 'setChoices' | 'update' | 'merge'>,
    Pick<TurnsInFlight, 'startTurn' | 'finishTurn' | 'stopWanted'> {
  setError(message: string | null): void;
  setKeyRequired(required: boolean): void;
  /** A turn carrying these charts was stored. */
  markChartsStored(chartIds: readonly string[]): void;
  hasStoredCharts(): boolean;
  /** A turn was stored in this conversation (a new one, when the turn started it). */
  showStarted(conversationId: string): void;
}

/**
 * Runs one turn: shows the question (if any) and an empty answer at once, swaps in the ids the
 * server gives them, streams the answer in, then takes the stored final row. Resolves false when
 * nothing was stored.
 */
export function useTurnRunner({
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
}: TurnRunnerOptions): (request: TurnRequest) => Promise<boolean> {
  const userId = useAppSelector(selectSessionUser)?.id;
  const dispatch = useAppDispatch();

  return useCallback(
    async (request: TurnRequest): Promise<boolean> => {
      const listener = startTurn();
      if (!listener) return false;
      setError(null);
      setKeyRequired(false);
      const placeholder: PlaceholderIds = {
        question: 'content' in request ? pendingId('question') : null,
        answer: pendingId('answer'),
      };
      const choicesBefore = choices;
      update((current) => [...current, ...turnPlaceholders(request, placeholder, now())]);
      setChoices((current) => choosePlaceholders(current, request, placeholder));

      let ids = null as StoredTurnIds | null;
      let text = '';
      let reasoning = '';
      const patchAnswer = (patch: Partial<ChatMessage>) =>
        update((list) =>
          list.map((m) => (m.id === (ids?.answer ?? placeholder.answer) ? { ...m, ...patch } : m)),
        );
      // A brain's questions are counted by the server, as the brain service counts them.
      if (!request.brainId) incrementCounter(userId, 'grok_messages_count');
      try {
        await streamTurn(
          request,
          {
            onBegin(begun) {
              ids = { question: begun.userMessageId, answer: begun.assistantMessageId };
              if (request.chartIds) markChartsStored(request.chartIds);
              const storedId = storedIdOf(placeholder, ids);
              update((list) => adoptStoredIds(list, storedId));
              setChoices((current) => renameChoices(current, storedId));
              showStarted(begun.conversationId);
              dispatch(conversationListsChanged());
              if (stopWanted()) void stopAnswer(begun.assistantMessageId).catch(() => {});
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
        if (!text.trim() && !stopWanted()) setError(GROK_FALLBACK_ERROR);
        return true;
      } catch (cause) {
        if (listener.signal.aborted) return ids !== null;
        setError(cause instanceof GrokError ? cause.message : GROK_FALLBACK_ERROR);
        setKeyRequired(needsApiKey(cause));
        if (!ids) {
          // Refused before anything was stored: take the placeholders back; the composer keeps
          // the text so the user can send it again.
          update((list) => withoutPlaceholders(list, placeholder));
          setChoices(choicesBefore);
          return false;
        }
        return true;
      } finally {
        finishTurn(listener);
        const finished = ids;
        if (finished) {
          // The stored row has the answer's final state (complete, stopped or failed).
          const stored = await fetchMessage(finished.answer).catch(() => null);
          if (stored) merge([stored]);
          else if (!listener.signal.aborted) patchAnswer({ status: 'complete' });
          // The claims are checked just after the answer is stored. Realtime brings them too;
          // reading them covers a socket that is down.
          if (hasStoredCharts() && !stored?.claimChecks)
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
    [
      choices,
      dispatch,
      finishTurn,
      hasStoredCharts,
      markChartsStored,
      merge,
      setChoices,
      setError,
      setKeyRequired,
      showStarted,
      startTurn,
      stopWanted,
      update,
      userId,
    ],
  );
}
