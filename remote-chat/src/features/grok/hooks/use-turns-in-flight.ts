import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The turn whose request is under way, and the requests listened to. Only one turn runs at a
 * time; a stop asked for before the server names the answer is kept for when it does.
 */
export function useTurnsInFlight() {
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const stopWantedRef = useRef(false);
  const listenersRef = useRef(new Set<AbortController>());

  // Leaving the page stops listening only: the server finishes and stores the answer.
  useEffect(() => {
    const listeners = listenersRef.current;
    return () => {
      for (const listener of listeners) listener.abort();
    };
  }, []);

  /** Starts a turn and listens to it; null while another turn is under way. */
  const startTurn = useCallback((): AbortController | null => {
    if (sendingRef.current) return null;
    sendingRef.current = true;
    setSending(true);
    stopWantedRef.current = false;
    const listener = new AbortController();
    listenersRef.current.add(listener);
    return listener;
  }, []);

  /** The turn's request ended. */
  const finishTurn = useCallback((listener: AbortController) => {
    listenersRef.current.delete(listener);
    sendingRef.current = false;
    setSending(false);
  }, []);

  /** Stops listening to every turn; the server still finishes them. */
  const abandonTurns = useCallback(() => {
    for (const listener of listenersRef.current) listener.abort();
    listenersRef.current.clear();
    sendingRef.current = false;
    setSending(false);
  }, []);

  const isSending = useCallback(() => sendingRef.current, []);
  const requestStop = useCallback(() => {
    stopWantedRef.current = true;
  }, []);
  const stopWanted = useCallback(() => stopWantedRef.current, []);

  return { sending, isSending, startTurn, finishTurn, abandonTurns, requestStop, stopWanted };
}

export type TurnsInFlight = ReturnType<typeof useTurnsInFlight>;
