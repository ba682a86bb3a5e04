import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Shown only on client-side navigation while the API reference chunk loads. */
export default function ApiItemLoading(): ReactNode {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      Loading the API reference…
    </div>
  );
}
