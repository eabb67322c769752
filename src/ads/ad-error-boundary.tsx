import { Component, type ReactNode } from 'react';

/** Catches a crash inside the advert: renders nothing and reports it through `onCrash`. */
export class AdErrorBoundary extends Component<
  { onCrash: (error: unknown) => void; children: ReactNode },
  { crashed: boolean }
> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onCrash(error);
  }

  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}
