import { useCallback, useEffect, useState } from 'react';
import {
  chartIdsOf,
  MAX_SELECTION_CHARS,
  SEND_TO_AI_ATTRIBUTE,
  SEND_TO_AI_CHARTS_ATTRIBUTE,
  SEND_TO_AI_DATA_ATTRIBUTE,
} from '../model/send-to-ai-request';

export interface MarkedSelection {
  text: string;
  /** The marked element's attribute value (e.g. a lesson title), else the page title. */
  context: string;
  /** The marked element's structured data (e.g. a computed chart), or ''. */
  data: string;
  /** The saved charts it is about, whose claims the server checks in the answer. */
  chartIds: string[];
  /** Where the selection ends, in page coordinates. */
  top: number;
  left: number;
}

/** A passage of a marked element, with what the element says about it, placed in the page. */
function passageOf(
  target: Element,
  text: string,
  at: { top: number; left: number },
): MarkedSelection {
  return {
    text: text.slice(0, MAX_SELECTION_CHARS),
    context: target.getAttribute(SEND_TO_AI_ATTRIBUTE)?.trim() || document.title,
    data: target.getAttribute(SEND_TO_AI_DATA_ATTRIBUTE) ?? '',
    chartIds: chartIdsOf(target.getAttribute(SEND_TO_AI_CHARTS_ATTRIBUTE)),
    top: at.top + window.scrollY,
    left: at.left + window.scrollX,
  };
}

/** The current selection when it lies inside an element matching `selector`, else null. */
export function readMarkedSelection(selector: string): MarkedSelection | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const text = selection.toString().trim();
  if (!text) return null;
  const range = selection.getRangeAt(0);
  const node = range.commonAncestorContainer;
  const element = node instanceof Element ? node : node.parentElement;
  const target = element?.closest(selector);
  if (!target) return null;
  const rect = range.getBoundingClientRect();
  return passageOf(target, text, { top: rect.bottom, left: rect.left });
}

/** A whole marked element as the passage: what "Ask AI about this" sends. */
export function readMarkedElement(target: HTMLElement): MarkedSelection | null {
  // innerText keeps the element's line breaks (a table's rows); a DOM without layout has none.
  const words = target.innerText ?? target.textContent ?? '';
  const text = words.replace(/\n{3,}/g, '\n\n').trim();
  if (!text) return null;
  const rect = target.getBoundingClientRect();
  return passageOf(target, text, { top: rect.top, left: rect.left });
}

const SETTLE_MS = 200;

/**
 * Follows text selections inside marked elements. Selection events fire continuously while
 * dragging, so the result settles briefly before the Analyze button moves.
 */
export function useMarkedSelection(selector: string, paused: boolean) {
  const [selection, setSelection] = useState<MarkedSelection | null>(null);

  useEffect(() => {
    if (paused) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSelection(readMarkedSelection(selector)), SETTLE_MS);
    };
    document.addEventListener('selectionchange', update);
    // The widget may load after the reader has already selected something (it is fetched from
    // another remote), so the selection present at mount counts too.
    update();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('selectionchange', update);
    };
  }, [selector, paused]);

  return { selection, clear: useCallback(() => setSelection(null), []) };
}
