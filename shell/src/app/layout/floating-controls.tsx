import Box from '@mui/material/Box';
import { useLocation } from '@astro/shared';
import { ThemePicker } from '../../features/theme';
import { BackToTopButton } from '../../components/floating/back-to-top-button';

/**
 * Chat pages keep their message box at the bottom, so the controls sit higher there. Below the
 * desktop layout they are not shown at all: on a phone they covered the message box, filters and
 * tables, and the side menu offers the theme instead.
 */
const CHAT_PAGES = /^\/(chat|grok|super-chat)(\/|$)/;

export function FloatingControls() {
  const { pathname } = useLocation();
  const onChat = CHAT_PAGES.test(pathname);
  return (
    <Box
      data-testid="floating-controls"
      data-raised={onChat}
      sx={{
        position: 'fixed',
        zIndex: 1200,
        right: 16,
        bottom: onChat ? 112 : 16,
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <BackToTopButton />
      <ThemePicker />
    </Box>
  );
}
