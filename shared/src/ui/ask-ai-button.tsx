import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Button from '@mui/material/Button';
import { useSyncExternalStore, type RefObject } from 'react';

type AskAiHandler = (marked: HTMLElement) => void;

// @astro/shared is one module for the shell and every remote, so the chat remote's Send-to-AI
// (once per page) and a button rendered by another remote meet here.
let handler: AskAiHandler | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Send-to-AI takes the page's "Ask AI about this" buttons while it is mounted. */
export function provideAskAi(next: AskAiHandler): () => void {
  handler = next;
  changed();
  return () => {
    if (handler !== next) return;
    handler = null;
    changed();
  };
}

/**
 * The keyboard's way into Send-to-AI: it asks about the whole of `target`, an element marked
 * `data-send-to-ai`, where a mouse or a finger would select a passage of it. It sits beside the
 * element rather than in it, so the element's text stays its own, and shows only while Send-to-AI
 * is on the page (the chat remote may be down).
 */
export function AskAiButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const available = useSyncExternalStore(
    subscribe,
    () => handler !== null,
    () => false,
  );
  if (!available) return null;
  return (
    <Button
      size="small"
      startIcon={<AutoAwesome />}
      onClick={() => {
        if (target.current) handler?.(target.current);
      }}
    >
      Ask AI about this
    </Button>
  );
}
