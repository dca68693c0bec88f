import { Component, ReactNode } from 'react';
import { RouteError } from './RouteError';

interface State {
  failed: boolean;
}

/** Catches a screen that throws or whose chunk fails to load; keyed by path in the layout so navigating resets it. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
