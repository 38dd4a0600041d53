import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useI18n } from '../i18n/intl';

function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <section className="page page--center" role="alert">
      <h1>{t('error.screenFailed')}</h1>
      <button type="button" className="button button--primary" onClick={onRetry}>{t('error.retry')}</button>
    </section>
  );
}

/** One broken screen must not take the header, the preferences or the demo banner with it. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ScreenFailed onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
