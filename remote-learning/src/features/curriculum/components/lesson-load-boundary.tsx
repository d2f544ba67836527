import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. another lesson) clears an earlier failure. */
  resetKey: string;
}

/** Shows a retryable message when a lesson's code cannot be loaded (offline, deploy in progress). */
export class LessonLoadBoundary extends Component<
  Props,
  { error: Error | null; resetKey: string }
> {
  override state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; resetKey: string }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => this.setState({ error: null })}>
            Retry
          </Button>
        }
      >
        This lesson could not be loaded. Check your connection and try again.
      </Alert>
    );
  }
}
