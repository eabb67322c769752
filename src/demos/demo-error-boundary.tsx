import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ReactNode } from 'react';

interface Props {
  message: string;
  resetLabel: string;
  onReset: () => void;
  /** Told about each error caught (the live editor shows it under the code). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

/** Keeps a crashing demo from taking the page down: shows a message and a reset button instead. */
export class DemoErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onError?.(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" sx={{ p: 2 }}>
        <Typography sx={{ mb: 1 }}>{this.props.message}</Typography>
        <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', color: 'error.main', mb: 2 }}>
          {this.state.error.message}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            this.setState({ error: null });
            this.props.onReset();
          }}
        >
          {this.props.resetLabel}
        </Button>
      </Box>
    );
  }
}
