import Box from '@mui/material/Box';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * On a full page the composer stays at the bottom of the screen while the page scrolls the
 * messages, as in every chat app; its height is published as `--chat-composer-height`, so the
 * message list keeps its last line clear of it. Elsewhere (a card, a dialog) it stays in flow.
 */
export function StickyComposer({ sticky, children }: { sticky: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = ref.current;
    if (!sticky || !box || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty('--chat-composer-height', `${Math.ceil(box.offsetHeight)}px`);
    publish();
    // The height changes with an image preview, an error or a second line of text.
    const observer = new ResizeObserver(publish);
    observer.observe(box);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--chat-composer-height');
    };
  }, [sticky]);

  return (
    <Box
      ref={ref}
      data-testid="chat-composer-area"
      sx={
        sticky
          ? {
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              mx: { xs: -1, md: -2 },
              px: { xs: 1, md: 2 },
              pt: 1,
              pb: 'max(8px, env(safe-area-inset-bottom))',
              bgcolor: 'background.paper',
              borderTop: 1,
              borderColor: 'divider',
            }
          : undefined
      }
    >
      {children}
    </Box>
  );
}
