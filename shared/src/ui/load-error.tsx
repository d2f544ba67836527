import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export interface LoadErrorProps {
  /** What failed, as the user should read it, e.g. "Failed to load messages". */
  message: string;
  /** A second line with the cause, when there is one worth showing. */
  detail?: string;
  /** Loads again; without it the Retry button is not shown. */
  onRetry?: () => void;
  retryLabel?: string;
  /** `warning` when the page still works without this data (e.g. search falls back to titles). */
  severity?: 'error' | 'warning';
  sx?: SxProps<Theme>;
}

/**
 * The one way a page or panel says its data did not load: an error Alert, announced to screen
 * readers, with a Retry button that loads again.
 */
export function LoadError({
  message,
  detail,
  onRetry,
  retryLabel = 'Retry',
  severity = 'error',
  sx,
}: LoadErrorProps) {
  return (
    <Alert
      severity={severity}
      role="alert"
      sx={sx}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        )
      }
    >
      {message}
      {detail ? ` ${detail}` : null}
    </Alert>
  );
}
