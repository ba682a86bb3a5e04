/**
 * Wraps the overview page's "Export" button so the spec download works under a
 * non-root base URL: the plugin passes the site-relative `downloadUrl` as is.
 */
import React, {type ReactNode} from 'react';
import Export, {type Props} from '@theme-original/ApiExplorer/Export';
import useBaseUrl from '@docusaurus/useBaseUrl';

export default function ExportWrapper(props: Props): ReactNode {
  return <Export {...props} url={useBaseUrl(props.url)} />;
}
