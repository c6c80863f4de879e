import { Component, type ReactNode } from 'react';
import { recordError } from '@isarlicht/browser-runtime/diagnostics/error-log';

interface Props {
  readonly onError: () => void;
  readonly children: ReactNode;
}

/** Catches the consent layer's load or render failure; what the visitor sees then is the slot's business. */
export class LayerBoundary extends Component<Props, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[consent] layer unavailable; third-party content stays blocked', error);
    recordError('error-boundary', error, 'consent');
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
