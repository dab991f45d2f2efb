import { Component, type ReactNode } from 'react';
import { reportError } from '@/lib/error-reporting';

interface Props {
  template: string;
  children: ReactNode;
}

/** Each block renders inside its own boundary: a bad block never breaks the page. */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    reportError(error, { message: `Block "${this.props.template}" konnte nicht angezeigt werden`, tags: { template: this.props.template } });
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
