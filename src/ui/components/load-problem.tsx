import type { ReactNode } from 'react';
import { loadFailure } from '../format';
import './load-problem.css';

export interface ProblemProps {
  readonly title: string;
  readonly detail: ReactNode;
  readonly onRetry?: () => void;
  readonly retryLabel?: string;
  /** h1 where the problem takes the page's place, h2 inside a page or a drawer. */
  readonly heading?: 'h1' | 'h2';
  /** False inside a drawer or panel, where "home" would take the shopper off the page. */
  readonly showHome?: boolean;
  /** More buttons after Retry (a drawer's Close). */
  readonly actions?: ReactNode;
}

/**
 * What the shopper sees where a page or a part of it could not be shown: what happened, a retry and a
 * way home. The home link is a plain link, so it also works when the app's router is what failed.
 */
export function Problem({ title, detail, onRetry, retryLabel = 'Retry', heading = 'h1', showHome = true, actions }: ProblemProps) {
  const Heading = heading;
  return (
    <section role="alert" className={`load-problem load-problem--${heading}`}>
      <span className="load-problem__icon" aria-hidden="true">
        !
      </span>
      <Heading className="load-problem__title">{title}</Heading>
      <p className="load-problem__detail">{detail}</p>
      <div className="load-problem__actions">
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            {retryLabel}
          </button>
        )}
        {showHome && (
          <a className="button button--secondary" href="/">
            Back to the home page
          </a>
        )}
        {actions}
      </div>
    </section>
  );
}

/** A read that failed: a network failure, a 5xx and any other refusal each say what they are (spec §8 status messages). */
export function LoadProblem({ status, onRetry, ...rest }: { readonly status: number } & Omit<ProblemProps, 'title' | 'detail'>) {
  const failure = loadFailure(status);
  return <Problem title={failure.title} detail={failure.detail} onRetry={failure.retry ? onRetry : undefined} {...rest} />;
}
