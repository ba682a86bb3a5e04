import React, {type ReactNode} from 'react';
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
