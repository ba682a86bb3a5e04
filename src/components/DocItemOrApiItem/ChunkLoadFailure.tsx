import React, {lazy, useMemo, useState, type ComponentType, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import styles from './styles.module.css';

/** The site's "page chunk failed to load" box: the error text and a Retry button. */
export default function ChunkLoadFailure({error, onRetry}: {error: Error; onRetry: () => void}): ReactNode {
  return (
    <div className={styles.failure} role="alert">
      <p>{String(error)}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/**
 * A lazily loaded component whose chunk may fail to arrive. React.lazy remembers
 * a rejected import, so Retry needs a fresh lazy component: `retry` makes one.
 */
export function useRetryableLazy<P extends object>(
  load: () => Promise<{default: ComponentType<P>}>,
): {Component: ComponentType<P>; attempt: number; retry: () => void} {
  const [attempt, setAttempt] = useState(0);
  // `attempt` is the retry key: a new value must create a new lazy component.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Component = useMemo(() => lazy(load), [attempt]);
  return {Component, attempt, retry: () => setAttempt((n) => n + 1)};
}

/** Shows the Retry box in place of `children` when their chunk fails; Retry calls `onRetry` and renders them again. */
export function ChunkErrorBoundary({onRetry, children}: {onRetry: () => void; children: ReactNode}): ReactNode {
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) => (
        <ChunkLoadFailure
          error={error}
          onRetry={() => {
            onRetry();
            tryAgain();
          }}
        />
      )}>
      {children}
    </ErrorBoundary>
  );
}
