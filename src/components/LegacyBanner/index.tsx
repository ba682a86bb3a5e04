import type {ReactNode} from 'react';
import styles from './styles.module.css';

export interface LegacyBannerProps {
  /** What the page documents, for example "the RapidCompact CLI (versions 1 to 6)". */
  product: string;
  /** Where the product stands today, for example "It receives bug fixes only." */
  status?: string;
  /** The pointer to the current page. In MDX, write it as markdown so the link is checked at build time. */
  children: ReactNode;
}

/**
 * Marks a page as legacy reference and points the reader to the page that replaces it.
 * Use it once, right below the h1 of every page under docs/componentDocs/legacy/.
 */
export default function LegacyBanner({product, status, children}: LegacyBannerProps): ReactNode {
  return (
    <aside className={styles.banner} aria-label="Legacy documentation" data-legacy-banner="">
      <p className={styles.heading}>
        <span className={styles.badge}>Legacy</span>
        <span>
          This page documents {product}.{status ? ` ${status}` : ''}
        </span>
      </p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
