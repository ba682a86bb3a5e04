import React, {createContext, useContext, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export {blogBaseFromListing, feedHrefs} from './feedLinks';

/** What a feed's listing page shows above its entries. */
export interface FeedListing {
  title: string;
  description: string;
  /** Feed files, with the site's base URL. */
  rssHref: string;
  atomHref: string;
  page: number;
  totalPages: number;
}

const FeedListingContext = createContext<FeedListing | null>(null);

export function FeedListingProvider({value, children}: {value: FeedListing; children: ReactNode}): ReactNode {
  return <FeedListingContext.Provider value={value}>{children}</FeedListingContext.Provider>;
}

/** Set only on a feed's listing pages (not on tag, author or post pages). */
export function useFeedListing(): FeedListing | null {
  return useContext(FeedListingContext);
}

/**
 * Heading of a listing page: the feed's title and description, and visible
 * links to its RSS and Atom files. The feed files are static files, not
 * routes, so they are plain anchors rather than router links.
 */
export default function FeedListingHeader({listing}: {listing: FeedListing}): ReactNode {
  return (
    <header className={styles.header}>
      <Heading as="h1" className={styles.title}>
        {listing.title}
        {listing.totalPages > 1 && (
          <span className={styles.page}>
            {' '}
            (page {listing.page} of {listing.totalPages})
          </span>
        )}
      </Heading>
      <p className={styles.description}>{listing.description}</p>
      <p className={styles.subscribe} data-testid="feed-subscribe">
        <span className={styles.label}>Subscribe:</span>{' '}
        <a href={listing.rssHref} type="application/rss+xml" data-feed="rss">
          RSS
        </a>
        <span aria-hidden="true"> · </span>
        <a href={listing.atomHref} type="application/atom+xml" data-feed="atom">
          Atom
        </a>
      </p>
    </header>
  );
}
