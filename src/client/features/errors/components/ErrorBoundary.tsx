import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UNEXPECTED_ERROR_TITLE } from '../errorsText';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** The top-level fallback for an uncaught rendering error (account spec 8). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Uncaught rendering error', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="hb-fatal" role="alert">
        <h1 className="hb-fatal__title">{UNEXPECTED_ERROR_TITLE}</h1>
        <p className="hb-fatal__message">{error.message}</p>
      </div>
    );
  }
}
