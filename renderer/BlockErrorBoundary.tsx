import { Component, type ReactNode } from 'react';
import { reportError } from '@/lib/error-reporting';

interface Props {
  template: string;
  children: ReactNode;
}

/**
 * Each block renders inside its own boundary: a block that throws in the browser disappears and
 * the page stays. (No Suspense boundary here on purpose: React would stream inline <script> tags
 * to reveal it, which the strict Content-Security-Policy forbids. On the server, content has
 * already passed its schema, which is what keeps a bad block out of the page there.)
 */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    reportError(error, {
      message: `Block "${this.props.template}" konnte nicht angezeigt werden`,
      tags: { template: this.props.template },
    });
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
