import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import type { Brain } from '../../brains';
import { ConversationHistory } from './conversation-history';

export interface ChatWithHistoryProps {
  currentId: string | null;
  onNew(): void;
  hrefOf?: (id: string) => string;
  brains?: Brain[];
  /** The drawer that holds the conversations on narrow screens. */
  drawerOpen: boolean;
  onDrawerClose(): void;
  /** The conversation itself. */
  children: ReactNode;
}

/** The chat with the user's conversations beside it: a sidebar on wide screens, a drawer on narrow. */
export function ChatWithHistory({
  currentId,
  onNew,
  hrefOf,
  brains,
  drawerOpen,
  onDrawerClose,
  children,
}: ChatWithHistoryProps) {
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 16 }}>
          <ConversationHistory
            currentId={currentId}
            onNew={onNew}
            hrefOf={hrefOf}
            brains={brains}
          />
        </Box>
        {children}
      </Box>
      <Drawer
        open={drawerOpen}
        onClose={onDrawerClose}
        slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw', p: 2 } } }}
      >
        <ConversationHistory
          currentId={currentId}
          onNew={() => {
            onDrawerClose();
            onNew();
          }}
          onOpen={onDrawerClose}
          hrefOf={hrefOf}
          brains={brains}
        />
      </Drawer>
    </>
  );
}
