import { Component, Suspense, type ReactNode } from 'react';
import { reportError } from '@/lib/error-reporting';

interface Props {
  template: string;
  children: ReactNode;
}

/**
 * Each block renders inside its own boundary: a bad block never breaks the page. On the server,
 * the Suspense boundary makes a throwing block render as empty (React retries it in the browser,
 * where the error boundary catches it), so server rendering of the page goes on.
 */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    reportError(error, { message: `Block "${this.props.template}" konnte nicht angezeigt werden`, tags: { template: this.props.template } });
  }

  render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
