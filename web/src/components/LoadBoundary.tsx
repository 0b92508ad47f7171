import { Component, type ReactNode } from 'react';
import { isHeldLoad } from '../lib/heldLoad';
import { retryFailedPages } from '../lib/lazyPage';

interface Props {
  /**
   * What shows instead of the children once they failed; `retry` renders them again. `held`: their
   * code failed again while the site answers for it, which only a new page can load (lib/heldLoad.ts).
   */
  fallback: (retry: () => void, held: boolean) => ReactNode;
  /** When it changes (a navigation), the children get a fresh chance to render. */
  resetKey?: string;
  /** Said in the console when the children fail (what failed). */
  what: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
  held: boolean;
}

/**
 * Catches children whose code failed to load or which failed to render, and shows `fallback` in
 * their place instead of leaving it blank or taking down what is around them. Code that failed to
 * load (offline, or a chunk gone after a deploy) is asked for again on `retry`, and by itself when
 * the browser is back online (lib/lazyPage.ts keeps the failed loads to forget).
 */
export class LoadBoundary extends Component<Props, State> {
  state: State = { failedAt: null, held: false };

  private readonly retry = () => {
    retryFailedPages();
    this.setState({ failedAt: null, held: false });
  };

  private readonly onOnline = () => {
    if (this.state.failedAt !== null) this.retry();
  };

  componentDidMount() {
    window.addEventListener('online', this.onOnline);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.onOnline);
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failedAt: '', held: isHeldLoad(error) };
  }

  componentDidCatch(error: unknown) {
    console.error(`${this.props.what} could not be shown:`, error);
    this.setState({ failedAt: this.props.resetKey ?? '' });
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey)
      this.setState({ failedAt: null, held: false });
  }

  render() {
    return this.state.failedAt === null ? this.props.children : this.props.fallback(this.retry, this.state.held);
  }
}
