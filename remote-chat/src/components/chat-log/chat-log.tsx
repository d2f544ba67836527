import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LoadingFallback } from '@astro/shared';
import { useEffect, useRef, type ReactNode } from 'react';

/** How close to the end (px) the reader must be for the log to keep following new messages. */
const FOLLOW_WITHIN_PX = 120;

export interface ChatLogProps {
  /** The log's accessible name, e.g. "Conversation with Grok". */
  label: string;
  /** An answer is on its way (or the conversation is loading): the log is about to change. */
  busy: boolean;
  /** The conversation itself is still being fetched. */
  loading: boolean;
  /** Shown as the only item when the conversation has no messages yet; null while it has some. */
  emptyState: ReactNode | null;
  /** After the messages: what the assistant is doing before its answer's first words. */
  pending?: ReactNode;
  /** Changes whenever the messages do, so the log can follow them. */
  contents: unknown;
  minHeight: number;
  maxHeight: number | string;
  /**
   * 'inner' (default): the log scrolls in its own box, for cards and dialogs. 'page': the log
   * grows with its messages and the page scrolls, so a full-page chat has one scroll area; its
   * end is kept clear of a sticky composer by the `--chat-composer-height` CSS variable.
   */
  scroll?: 'inner' | 'page';
  /** The messages, each an `<li>`. */
  children: ReactNode;
}

/**
 * A conversation's scrolling message list, shared by every chat: a focusable `log` region around
 * an ordered list, with the loading, empty and pending states. It follows new messages unless
 * the reader has scrolled up to read, and always while the assistant is getting ready to answer.
 */
export function ChatLog({
  label,
  busy,
  loading,
  emptyState,
  pending,
  contents,
  minHeight,
  maxHeight,
  scroll = 'inner',
  children,
}: ChatLogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLLIElement>(null);
  const pageScroll = scroll === 'page';
  // Whether the reader was at the end before the latest change: measured after it, a long new
  // message would already have pushed the end out of reach.
  const atEnd = useRef(true);
  const following = pending !== undefined && pending !== null && pending !== false;

  useEffect(() => {
    if (!(atEnd.current || following)) return;
    if (pageScroll) end.current?.scrollIntoView?.({ block: 'end' });
    else if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [contents, following, pageScroll]);

  useEffect(() => {
    if (!pageScroll) return;
    const onPageScroll = () => {
      const mark = end.current;
      if (mark)
        atEnd.current = mark.getBoundingClientRect().top <= window.innerHeight + FOLLOW_WITHIN_PX;
    };
    // Captured: the page may scroll in the app's layout box rather than in the window.
    document.addEventListener('scroll', onPageScroll, { passive: true, capture: true });
    return () => document.removeEventListener('scroll', onPageScroll, { capture: true });
  }, [pageScroll]);

  const onScroll = () => {
    const log = ref.current;
    if (log) atEnd.current = log.scrollHeight - log.scrollTop - log.clientHeight < FOLLOW_WITHIN_PX;
  };

  return (
    // The log is a box around the list: a role on the <ol> itself would take away its list
    // semantics, leaving its items outside any list.
    <Box
      ref={ref}
      role="log"
      aria-label={label}
      aria-busy={busy}
      // Only a box that scrolls itself needs the keyboard's focus to be scrolled.
      tabIndex={pageScroll ? undefined : 0}
      onScroll={pageScroll ? undefined : onScroll}
      sx={{
        p: { xs: 0.5, md: 1 },
        display: 'flex',
        flexDirection: 'column',
        overflowY: pageScroll ? 'visible' : 'auto',
        minHeight,
        maxHeight: pageScroll ? 'none' : maxHeight,
        '&:focus-visible': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: 2,
          borderRadius: 1,
        },
      }}
    >
      <Box
        component="ol"
        sx={{ m: 0, p: 0, flex: '1 0 auto', display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {loading && (
          <li style={{ listStyle: 'none' }}>
            <LoadingFallback />
          </li>
        )}
        {!loading && emptyState !== null && (
          <Stack
            component="li"
            sx={{ listStyle: 'none', m: 'auto', textAlign: 'center', py: 6, px: 2 }}
          >
            {emptyState}
          </Stack>
        )}
        {children}
        {following && <li style={{ listStyle: 'none' }}>{pending}</li>}
        {/* Where "the end" is, clear of a sticky composer below the log. */}
        <Box
          component="li"
          ref={end}
          aria-hidden="true"
          sx={{
            listStyle: 'none',
            height: 0,
            scrollMarginBottom: 'var(--chat-composer-height, 0px)',
          }}
        />
      </Box>
    </Box>
  );
}
