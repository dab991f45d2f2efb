import { Component, type ReactNode } from 'react';
import { reportError } from '@/lib/error-reporting';
import { ERROR_TEXTS } from './error-texts';

/** If the error page itself fails, this plain view remains (spec section 2). */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    reportError(error, { message: 'Fehlerseite konnte nicht angezeigt werden' });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorFallback />;
  }
}

export function ErrorFallback() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '40rem' }}>
      <h1>{ERROR_TEXTS.errorTitle}</h1>
      <p>{ERROR_TEXTS.fallback}</p>
      <p>
        <a href="/de">{ERROR_TEXTS.backHome}</a>
      </p>
    </main>
  );
}
