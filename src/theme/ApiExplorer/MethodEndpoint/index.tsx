/**
 * Wraps an operation's method and endpoint. The theme writes the server's URL before the path only in the
 * browser, once the API explorer has picked a server: the page's HTML had the path alone, and on a phone the
 * URL, arriving with the explorer, took a second line and pushed the whole description down (a layout shift of
 * 0.11 to 0.16 on 22 of the 107 operations). Until the explorer has picked a server, this shows the one it picks
 * first, in the theme's markup; the theme's component takes over once it has, and follows the reader's choice.
 */
import React, {useMemo, type ReactNode} from 'react';
import MethodEndpoint, {type Props} from '@theme-original/ApiExplorer/MethodEndpoint';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import {firstServerUrl} from './serverUrl';

/** The theme's badge colours (Infima's), by method. */
const BADGE: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
};

export default function MethodEndpointWrapper(props: Props): ReactNode {
  // The OpenAPI plugin writes each operation into its page's front matter.
  const {api} = useDoc().frontMatter as {api?: unknown};
  const firstUrl = useMemo(() => firstServerUrl(api), [api]);
  // The store the page renders with before hydration ends has no server state at all.
  const picked = useTypedSelector((state) => state.server?.value);
  const {method, path, context} = props;
  if (picked || !firstUrl || context === 'callback' || method === 'event') return <MethodEndpoint {...props} />;
  return (
    <>
      <pre className="openapi__method-endpoint">
        <span className={`badge badge--${BADGE[method.toLowerCase()]}`}>{method.toUpperCase()}</span>{' '}
        <h2 className="openapi__method-endpoint-path">
          {/* The same on every operation of a spec: search engines, the site's own too, leave it out. */}
          <span data-nosnippet>{firstUrl}</span>
          {path.replace(/{([a-z0-9-_]+)}/gi, ':$1')}
        </h2>
      </pre>
      <div className="openapi__divider" />
    </>
  );
}
