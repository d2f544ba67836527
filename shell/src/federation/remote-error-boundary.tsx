import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Human name of the area, e.g. 'Charts'. */
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Layer 3 of failure isolation: anything a remote throws while loading or rendering stays inside
 * its route, with a Retry button, and the rest of the app keeps working.
 */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.area} area failed`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', my: 6, px: 2 }}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" variant="outlined" onClick={this.retry}>
              Retry
            </Button>
          }
        >
          <AlertTitle>{this.props.area} is unavailable right now</AlertTitle>
          This part of the app could not be loaded. The rest of the app still works; try again in a
          moment.
        </Alert>
      </Box>
    );
  }
}
