import { Component, type ReactNode } from 'react';

interface Props {
  /** Changes on navigation: a new page gets a fresh chance to render. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

/**
 * Catches a page that fails to load or render, instead of leaving the screen blank. The usual cause
 * is a new deploy: an open tab asks for a page chunk that no longer exists (now a 404), and only a
 * reload fetches the new version.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  componentDidCatch(error: unknown) {
    console.error('The page could not be shown:', error);
    this.setState({ failedAt: this.props.resetKey });
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) this.setState({ failedAt: null });
  }

  render() {
    if (this.state.failedAt === null) return this.props.children;
    return (
      <section className="panel page-error" role="alert">
        <h1>This page could not be loaded</h1>
        <p>
          The site may have been updated since you opened it, or the network dropped. Reloading fetches the current
          version.
        </p>
        <button type="button" className="primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </section>
    );
  }
}
