import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the failed subtree; `retry` clears the error and renders again. */
  readonly fallback: (retry: () => void) => ReactNode;
  /** Changing it (e.g. the path) clears a previous error. */
  readonly resetKey: string;
  readonly onRetry?: () => void;
  readonly onError: (error: unknown, info: ErrorInfo) => void;
  readonly children: ReactNode;
}

interface State {
  readonly failedAt: string | null;
}

/** Contains a remote's failure (load or render) to its own slot. */
export class SlotErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failedAt: null });
  };

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : this.props.fallback(this.retry);
  }
}
