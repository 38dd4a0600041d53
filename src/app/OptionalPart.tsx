import { Component, type ReactNode, Suspense } from 'react';

/**
 * A part of the app the screens do not need (analytics, the update notices), loaded after the first
 * page: while its code loads, or when it cannot load at all, it shows nothing and takes nothing
 * else down with it.
 */
export class OptionalPart extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.warn(`${this.props.name} is unavailable`, error);
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
