import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLatestReleases} from '@site/src/plugins/latest-releases/useLatestReleases';
import ServerMarkup from '@site/src/components/ServerMarkup';
import styles from './styles.module.css';

let dateFormat: Intl.DateTimeFormat | undefined;

/**
 * A release date, formatted in UTC. Hydration keeps the server's text, so the browser creates the formatter (and
 * loads its locale data) only when it renders the list itself, after client-side navigation.
 */
function ReleaseDate({date}: {date: string}): ReactNode {
  dateFormat ??= new Intl.DateTimeFormat('en', {year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC'});
  return <time dateTime={date}>{dateFormat.format(new Date(date))}</time>;
}

/** The newest release of every feed, from the latest-releases plugin's global data. */
export default function LatestReleases(): ReactNode {
  const releases = useLatestReleases();
  if (releases.length === 0) return null;
  return (
    <section aria-labelledby="latest-releases">
      <Heading as="h2" id="latest-releases">
        Latest releases
      </Heading>
      <ul className={styles.list}>
        {releases.map((release) => (
          <li key={release.feedId} className={styles.item}>
            <span className={styles.product}>{release.product}</span>
            <Link to={release.permalink} className={styles.title}>
              {release.title}
            </Link>
            <ServerMarkup as="span" className={styles.date}>
              <ReleaseDate date={release.date} />
            </ServerMarkup>
            <Link to={`/${release.feedRoute}`} className={styles.all} aria-label={`All updates: ${release.feedTitle}`}>
              All updates
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
