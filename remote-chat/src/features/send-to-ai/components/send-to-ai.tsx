import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import { provideAskAi } from '@astro/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  readMarkedElement,
  useMarkedSelection,
  type MarkedSelection,
} from '../hooks/use-marked-selection';
import { DEFAULT_TARGET_SELECTOR } from '../model/send-to-ai-request';

const SendToAiPopover = lazy(() => import('./send-to-ai-popover'));

export interface SendToAiProps {
  /** Which elements' text can be sent; default: every element with a `data-send-to-ai` attribute. */
  targetSelector?: string;
}

const BUTTON_WIDTH = 120;

/**
 * Send-to-AI, rendered once per page: select text inside any element marked with
 * `data-send-to-ai` (its value names the context, e.g. the lesson title) and an Analyze button
 * appears; it opens the select → model → result steps. An `AskAiButton` inside a marked element
 * opens them for the whole element, from the keyboard.
 */
export default function SendToAi({ targetSelector = DEFAULT_TARGET_SELECTOR }: SendToAiProps) {
  const [open, setOpen] = useState<MarkedSelection | null>(null);
  const { selection, clear } = useMarkedSelection(targetSelector, open !== null);

  // "Ask AI about this" inside a marked element: the keyboard's way in, with the whole element.
  useEffect(
    () =>
      provideAskAi((marked) => {
        const asked = marked.matches(targetSelector) ? readMarkedElement(marked) : null;
        if (asked) setOpen(asked);
      }),
    [targetSelector],
  );

  return (
    <>
      {selection && !open && (
        <Portal>
          <Button
            variant="contained"
            size="small"
            startIcon={<AutoAwesome />}
            aria-label="Analyze selected text"
            data-testid="send-to-ai-analyze"
            // Keeps the selection: a pressed button would otherwise collapse it before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(selection);
              clear();
            }}
            sx={{
              position: 'absolute',
              top: selection.top + 8,
              left: Math.max(
                8,
                Math.min(selection.left, document.documentElement.clientWidth - BUTTON_WIDTH - 8),
              ),
              zIndex: (theme) => theme.zIndex.tooltip,
              boxShadow: 4,
            }}
          >
            Analyze
          </Button>
        </Portal>
      )}
      {open && (
        <Suspense fallback={null}>
          <SendToAiPopover selection={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
