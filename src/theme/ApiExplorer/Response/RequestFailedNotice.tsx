import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Explains a request that never reached the API, and the ways around it. */
export default function RequestFailedNotice(): ReactNode {
  return (
    <div className={styles.notice} role="alert" data-testid="api-request-failed">
      <p className={styles.title}>
        <Translate id="site.apiExplorer.requestFailed.title">The request did not reach the RapidPipeline API</Translate>
      </p>
      <p>
        <Translate id="site.apiExplorer.requestFailed.body">
          Your browser got no answer, so this is not an error from the API. Either the network blocked the request
          (offline, proxy, firewall) or the browser refused to send it to another website (CORS).
        </Translate>
      </p>
      <ul>
        <li>
          <Translate id="site.apiExplorer.requestFailed.server">
            Check that Base URL is the RapidPipeline API host.
          </Translate>
        </li>
        <li>
          <Translate id="site.apiExplorer.requestFailed.sample">
            Copy the curl, Python or JavaScript sample from this page and run it on your computer, with your token.
          </Translate>
        </li>
      </ul>
    </div>
  );
}
