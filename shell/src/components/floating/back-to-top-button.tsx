import Fab from '@mui/material/Fab';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useEffect, useState } from 'react';

/** product §9: appears after 200 px of scrolling. */
export const BACK_TO_TOP_AFTER_PX = 200;

export function BackToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    // Reading the scroll position right after the first commit forces a layout of the whole new
    // page inside start-up's longest task; a frame later the browser has laid it out anyway.
    const frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <Fab
      size="small"
      color="secondary"
      aria-label="Back to top"
      sx={{
        '@keyframes back-to-top-in': { from: { opacity: 0, transform: 'scale(0.6)' }, to: { opacity: 1, transform: 'none' } },
        animation: 'back-to-top-in 150ms ease-out',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
      onClick={() => {
        const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <KeyboardArrowUpIcon />
    </Fab>
  );
}
