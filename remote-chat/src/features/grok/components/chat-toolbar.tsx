import AddComment from '@mui/icons-material/AddComment';
import Download from '@mui/icons-material/Download';
import History from '@mui/icons-material/History';
import Key from '@mui/icons-material/Key';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';

export interface ChatToolbarProps {
  /** Opens the conversations drawer on narrow screens; absent when the chat shows none. */
  onOpenHistory?: () => void;
  showReasoning: boolean;
  onShowReasoning(show: boolean): void;
  /** A conversation is on screen and no turn is under way: New and Export can act. */
  idle: boolean;
  onNew(): void;
  onExport(): void;
  /** Opens the API key settings; absent when the server has a key and the user none. */
  onKeySettings?: () => void;
}

/** The chat's actions beside the assistant picker. */
export function ChatToolbar({
  onOpenHistory,
  showReasoning,
  onShowReasoning,
  idle,
  onNew,
  onExport,
  onKeySettings,
}: ChatToolbarProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
      {onOpenHistory && (
        <Tooltip title="Your conversations">
          <IconButton
            aria-label="Your conversations"
            onClick={onOpenHistory}
            sx={{ display: { md: 'none' } }}
          >
            <History />
          </IconButton>
        </Tooltip>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={showReasoning}
            onChange={(event) => onShowReasoning(event.target.checked)}
          />
        }
        label="Reasoning"
      />
      <Tooltip title="New conversation">
        <span>
          <IconButton aria-label="New conversation" onClick={onNew} disabled={!idle}>
            <AddComment />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Export as Markdown">
        <span>
          <IconButton aria-label="Export as Markdown" onClick={onExport} disabled={!idle}>
            <Download />
          </IconButton>
        </span>
      </Tooltip>
      {onKeySettings && (
        <Tooltip title="API key settings">
          <IconButton aria-label="API key settings" onClick={onKeySettings}>
            <Key />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
