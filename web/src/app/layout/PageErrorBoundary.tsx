import { Component, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/useT';
import { retryFailedPages } from '../../lib/lazyPage';

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
 * reload fetches the new version. The other is the network: a page that failed while offline is
 * tried again by itself when the browser is back online (no Reload to press).
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failedAt: null };

  private readonly onOnline = () => {
    if (this.state.failedAt === null) return;
    retryFailedPages();
    this.setState({ failedAt: null });
  };

  componentDidMount() {
    window.addEventListener('online', this.onOnline);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.onOnline);
  }

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
    return <PageError />;
  }
}

function PageError() {
  const { t } = useT();
  return (
    <section className="panel page-error" role="alert">
      <h1>{t('pageError.title')}</h1>
      <p>{t('pageError.text')}</p>
      <button type="button" className="primary" onClick={() => window.location.reload()}>
        {t('pageError.reload')}
      </button>
    </section>
  );
}
