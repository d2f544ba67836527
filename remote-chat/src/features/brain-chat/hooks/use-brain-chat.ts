import { baseApi, selectSessionStatus, useAppDispatch, useAppSelector } from '@astro/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  answerQuestion,
  createBrainChat,
  loadBrainChat,
  readAnswerClaimChecks,
  setBrainChatCharts,
  type BrainTurn,
} from '../api/brain-service';
import { AUTH_REQUIRED, BRAIN_RESPONSE_FAILED, BrainChatError } from '../model/brain-answer';
import { waitForClaimChecks } from '../../claims';

export const CHARTS_NOT_SAVED = 'The attached charts could not be changed. Please try again.';

export interface BrainChatProblem {
  message: string;
  detail: string | null;
}

export interface BrainChatState {
  turns: BrainTurn[];
  chatId: string | null;
  status: 'loading' | 'idle' | 'waiting';
  error: BrainChatProblem | null;
  signedIn: boolean;
  /** The saved charts the brain reads in this chat. */
  chartIds: string[];
  /** Attaches other charts: kept for the first question of a new chat, saved on an existing one. */
  setCharts(chartIds: string[]): void;
  /** Why the last change of charts was not saved. */
  chartsError: string | null;
  ask(question: string): Promise<boolean>;
  clearError(): void;
}

const toError = (error: unknown): BrainChatProblem =>
  error instanceof BrainChatError
    ? { message: error.message, detail: error.detail }
    : { message: BRAIN_RESPONSE_FAILED, detail: null };

/**
 * One conversation with a brain: the chat is created with the first question (named after it),
 * each question is sent to the brain service, and its answer streams into a bubble of its own
 * until the stored answer takes its place.
 */
export function useBrainChat(
  brainId: string,
  initialChatId: string | null,
  onChatCreated?: (chatId: string) => void,
): BrainChatState {
  const sessionStatus = useAppSelector(selectSessionStatus);
  const dispatch = useAppDispatch();
  const [turns, setTurns] = useState<BrainTurn[]>([]);
  const [chatId, setChatId] = useState<string | null>(initialChatId);
  const [status, setStatus] = useState<BrainChatState['status']>(
    initialChatId ? 'loading' : 'idle',
  );
  const [error, setError] = useState<BrainChatProblem | null>(null);
  const [chartIds, setChartIds] = useState<string[]>([]);
  const [chartsError, setChartsError] = useState<string | null>(null);
  const chartsRef = useRef<string[]>([]);
  /** The last change of charts being saved: a question waits for it, as the brain reads the row. */
  const chartsSaved = useRef<Promise<void>>(Promise.resolve());
  const chatRef = useRef<string | null>(initialChatId);
  const turnsRef = useRef<BrainTurn[]>([]);
  const busy = useRef(false);
  const abort = useRef(new AbortController());
  const created = useRef(onChatCreated);
  created.current = onChatCreated;

  const setAll = useCallback((next: BrainTurn[]) => {
    turnsRef.current = next;
    setTurns(next);
  }, []);

  const showCharts = useCallback((next: string[]) => {
    chartsRef.current = next;
    setChartIds(next);
  }, []);

  const setCharts = useCallback(
    (next: string[]) => {
      const before = chartsRef.current;
      showCharts(next);
      setChartsError(null);
      const id = chatRef.current;
      if (!id) return;
      chartsSaved.current = setBrainChatCharts(id, next).catch(() => {
        // Put back what the chat still has, unless the user has changed it again meanwhile.
        if (chartsRef.current === next) showCharts(before);
        setChartsError(CHARTS_NOT_SAVED);
      });
    },
    [showCharts],
  );

  /** The server checks an answer's claims just after storing it: fetch them when they land. */
  const followClaimChecks = useCallback(
    (answer: BrainTurn) => {
      if (answer.role !== 'assistant' || answer.error || answer.claimChecks) return;
      if (chartsRef.current.length === 0) return;
      void waitForClaimChecks({
        read: () => readAnswerClaimChecks(answer.id),
        signal: abort.current.signal,
      }).then((checks) => {
        if (!checks) return;
        setAll(
          turnsRef.current.map((t) => (t.id === answer.id ? { ...t, claimChecks: checks } : t)),
        );
      });
    },
    [setAll],
  );

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!initialChatId || sessionStatus !== 'authenticated') return;
    let cancelled = false;
    loadBrainChat(initialChatId)
      .then((chat) => {
        if (cancelled) return;
        if (!chat) {
          chatRef.current = null;
          setChatId(null);
          setError({ message: 'This chat was not found. It may have been deleted.', detail: null });
        } else {
          setAll(chat.turns);
          showCharts(chat.chartIds);
        }
      })
      .catch((cause: unknown) => {
        if (!cancelled)
          setError({
            message: 'The chat could not be loaded.',
            detail: cause instanceof Error ? cause.message : null,
          });
      })
      .finally(() => {
        if (!cancelled) setStatus('idle');
      });
    return () => {
      cancelled = true;
    };
  }, [initialChatId, sessionStatus, setAll, showCharts]);

  const ask = useCallback(
    async (question: string): Promise<boolean> => {
      const text = question.trim();
      if (busy.current || !text) return false;
      if (sessionStatus !== 'authenticated') {
        setError({ message: AUTH_REQUIRED, detail: null });
        return false;
      }
      busy.current = true;
      setError(null);
      setStatus('waiting');
      const known = new Set(
        turnsRef.current.filter((t) => t.role === 'assistant').map((t) => t.id),
      );
      const pending: BrainTurn = {
        id: `pending-${Date.now()}`,
        role: 'user',
        text,
        sources: [],
        time: new Date().toISOString(),
      };
      const streamingId = `streaming-${Date.now()}`;
      const withoutStreaming = () => turnsRef.current.filter((t) => t.id !== streamingId);
      let asked = false;
      try {
        let id = chatRef.current;
        if (!id) {
          id = await createBrainChat(brainId, text, chartsRef.current);
          chatRef.current = id;
          setChatId(id);
          created.current?.(id);
        } else await chartsSaved.current;
        setAll([...turnsRef.current, pending]);
        const answer = await answerQuestion(
          id,
          brainId,
          text,
          known,
          {
            onAsked: () => {
              asked = true;
              dispatch(baseApi.util.invalidateTags(['Thread']));
            },
            onText: (soFar) =>
              setAll([
                ...withoutStreaming(),
                {
                  id: streamingId,
                  role: 'assistant',
                  text: soFar,
                  sources: [],
                  time: new Date().toISOString(),
                  streaming: true,
                },
              ]),
          },
          abort.current.signal,
        );
        setAll([...withoutStreaming(), answer]);
        followClaimChecks(answer);
        return true;
      } catch (cause) {
        if (abort.current.signal.aborted) return false;
        setError(toError(cause));
        // A question the service never received is taken back, so it can be asked again.
        setAll(withoutStreaming().filter((t) => asked || t.id !== pending.id));
        return false;
      } finally {
        busy.current = false;
        setStatus('idle');
      }
    },
    [brainId, dispatch, followClaimChecks, sessionStatus, setAll],
  );

  return {
    turns,
    chatId,
    status,
    error,
    signedIn: sessionStatus === 'authenticated',
    chartIds,
    setCharts,
    chartsError,
    ask,
    clearError: useCallback(() => setError(null), []),
  };
}
