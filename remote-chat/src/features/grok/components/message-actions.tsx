import Check from '@mui/icons-material/Check';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Edit from '@mui/icons-material/Edit';
import Refresh from '@mui/icons-material/Refresh';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { SiblingPosition } from '../model/message-tree';

export interface MessageActionsProps {
  role: 'user' | 'assistant';
  text: string;
  versions: SiblingPosition;
  onShowVersion(id: string): void;
  /** Absent while another answer is under way. */
  onEdit?: () => void;
  onRegenerate?: () => void;
}

const COPIED_FOR_MS = 2000;

/** Copy, Edit (questions), Regenerate (answers) and the switch between versions of a message. */
export function MessageActions({
  role,
  text,
  versions,
  onShowVersion,
  onEdit,
  onRegenerate,
}: MessageActionsProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard
      .writeText(text)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));
  };
  const copyLabel =
    copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Could not copy' : 'Copy message';
  const noun = role === 'user' ? 'question' : 'answer';

  return (
    <Stack
      direction="row"
      spacing={0.25}
      sx={{ alignItems: 'center', mt: 0.25, color: 'text.secondary' }}
      data-testid="message-actions"
    >
      {versions.count > 1 && (
        <Stack
          direction="row"
          sx={{ alignItems: 'center' }}
          role="group"
          aria-label={`Versions of this ${noun}`}
        >
          <IconButton
            size="small"
            aria-label={`Previous version of this ${noun}`}
            disabled={!versions.previous}
            onClick={() => versions.previous && onShowVersion(versions.previous)}
          >
            <ChevronLeft fontSize="small" />
          </IconButton>
          <Typography variant="caption" aria-live="polite" data-testid="message-version">
            {versions.index + 1} / {versions.count}
          </Typography>
          <IconButton
            size="small"
            aria-label={`Next version of this ${noun}`}
            disabled={!versions.next}
            onClick={() => versions.next && onShowVersion(versions.next)}
          >
            <ChevronRight fontSize="small" />
          </IconButton>
        </Stack>
      )}
      {text && (
        <Tooltip title={copyLabel}>
          <IconButton size="small" aria-label={copyLabel} onClick={copy}>
            {copied === 'yes' ? <Check fontSize="small" /> : <ContentCopy fontSize="small" />}
          </IconButton>
        </Tooltip>
      )}
      {onEdit && (
        <Tooltip title="Edit and send again">
          <IconButton size="small" aria-label="Edit question" onClick={onEdit}>
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onRegenerate && (
        <Tooltip title="Regenerate answer">
          <IconButton size="small" aria-label="Regenerate answer" onClick={onRegenerate}>
            <Refresh fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
