// A chart that fails (its chunk twice refused after a deploy, the canvas library throwing) costs
// only the chart: the book, the order form and the orders beside it keep working.
import { Component, type ReactNode } from 'react';
import { ChartFailed } from './ChartStatus';

export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('chart failed', error);
  }

  override render() {
    return this.state.failed ? <ChartFailed onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
