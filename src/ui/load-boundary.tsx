import { Component, type ComponentType, type ReactNode, Suspense, createContext, lazy, useContext, type LazyExoticComponent } from 'react';
import type { CodeLoadFailure, CodeLoading } from '../application/ports/code-loading';
import { UNREACHABLE_DETAIL, UNREACHABLE_TITLE } from './format';
import { Problem } from './components/load-problem';
import { useServices } from './services';

/** Bumped by a boundary's Retry, so the lazy parts under it import their code again. */
const LoadAttempt = createContext(0);

/**
 * React.lazy keeps a failed import's rejected promise for good, so a page whose code failed to load once
 * would stay broken. This lazy makes a new lazy (a new import) when its boundary retries after a failure.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let made: { attempt: number; failed: boolean; Lazy: LazyExoticComponent<ComponentType<P>> } | null = null;
  const make = (attempt: number) => {
    const entry = { attempt, failed: false, Lazy: null as unknown as LazyExoticComponent<ComponentType<P>> };
    entry.Lazy = lazy(() =>
      load().then(
        (loaded) => ({ default: loaded }),
        (error: unknown) => {
          entry.failed = true;
          throw error;
        },
      ),
    );
    return entry;
  };
  function RetryableLazy(props: P) {
    const attempt = useContext(LoadAttempt);
    if (!made || (made.failed && made.attempt !== attempt)) made = make(attempt);
    const { Lazy } = made;
    return <Lazy {...props} />;
  }
  return RetryableLazy;
}

type Shown = 'children' | 'checking' | CodeLoadFailure | 'reloading';

interface BoundaryProps {
  readonly children: ReactNode;
  readonly codeLoading: CodeLoading;
  /** What shows while the code loads. */
  readonly fallback: ReactNode;
  /** `page` takes the page's place; `panel` sits in a drawer's place with a Close button. */
  readonly variant: 'page' | 'panel';
  readonly onClose?: () => void;
  /** A new key (the route) clears a shown failure: the shopper went elsewhere. */
  readonly resetKey?: string;
}

interface BoundaryState {
  readonly error: unknown;
  readonly shown: Shown;
  readonly attempt: number;
}

/**
 * No state of the shop renders nothing: a part whose code did not load, or that threw while rendering,
 * is replaced by a message with a retry and a way home. A file of an older build that the server no
 * longer has (a deploy since the page opened) reloads the page once for the current build.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, shown: 'children', attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, shown: 'checking' };
  }

  override componentDidCatch(error: unknown): void {
    void this.props.codeLoading.diagnose(error).then((failure) => {
      if (this.state.error !== error) return;
      if (failure === 'gone' && this.props.codeLoading.reloadForNewBuild(error)) return this.setState({ shown: 'reloading' });
      this.setState({ shown: failure });
    });
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.shown !== 'children') this.retry();
  }

  private retry = (): void => this.setState((state) => ({ error: null, shown: 'children', attempt: state.attempt + 1 }));

  override render(): ReactNode {
    const { shown, attempt } = this.state;
    if (shown === 'children') {
      return (
        <LoadAttempt.Provider value={attempt}>
          <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>
        </LoadAttempt.Provider>
      );
    }
    return this.renderProblem(shown);
  }

  private renderProblem(shown: Exclude<Shown, 'children'>): ReactNode {
    const panel = this.props.variant === 'panel';
    const common = { heading: panel ? ('h2' as const) : ('h1' as const), showHome: !panel };
    const close = panel && this.props.onClose && (
      <button type="button" className="button button--secondary" onClick={this.props.onClose}>
        Close
      </button>
    );
    const problem = (() => {
      switch (shown) {
        case 'checking':
        case 'reloading':
          return (
            <p className="page-loading" role="status">
              Loading…
            </p>
          );
        case 'unreachable':
          return <Problem {...common} title={UNREACHABLE_TITLE} detail={UNREACHABLE_DETAIL} onRetry={this.retry} actions={close} />;
        case 'gone':
          return (
            <Problem
              {...common}
              title="The shop has been updated"
              detail="Reload the page to get the latest version."
              onRetry={this.props.codeLoading.reload}
              retryLabel="Reload"
              actions={close}
            />
          );
        case 'failed':
          return <Problem {...common} title="This part of the shop did not load" detail="Please try again." onRetry={this.retry} actions={close} />;
        case 'notCode':
          return (
            <Problem
              {...common}
              title="Something went wrong on this page"
              detail="Sorry, it could not be shown. Try again, or go back to the home page."
              onRetry={this.retry}
              actions={close}
            />
          );
      }
    })();
    return panel ? (
      <div className="load-problem-panel" role="dialog" aria-modal="false" aria-label="Could not open">
        {problem}
      </div>
    ) : (
      problem
    );
  }
}

/** A boundary that reads the code loading port from the shop's services. */
export function LoadBoundary(props: Omit<BoundaryProps, 'codeLoading'>) {
  const { codeLoading } = useServices();
  return <Boundary {...props} codeLoading={codeLoading} />;
}

/** The outermost boundary, for when even the services or the shell fail: it needs nothing from them. */
export { Boundary as AppBoundary };
