/**
 * The docs instance's item component. The OpenAPI theme's ApiItem pulls in the
 * API explorer, Redux and the code-sample generators (about 1.7 MB gzip); as the
 * item component of every doc it would ship that to tutorials too. So ordinary
 * docs render with the classic DocItem, and ApiItem is split into its own chunk,
 * loaded only for pages generated from the OpenAPI specs.
 *
 * Server rendering waits for the lazy chunk, so API pages arrive as full HTML;
 * in the browser React keeps that HTML and hydrates it once the chunk has arrived.
 * The Suspense boundary (and its "Loading" fallback) exists only for client-side
 * navigation: on the server and during hydration the lazy component suspends the
 * page itself. Inside a boundary, React streams content larger than 12.8 kB
 * "out of order" (fallback in place, content at the end of <body>, revealed by an
 * inline script up to 300 ms later), so an API page would first paint the
 * spinner without its h1, and show nothing else without JavaScript.
 */
import React, {Suspense, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';
import {isApiDoc} from './isApiDoc';
import ApiItemLoading from './ApiItemLoading';
import {loadLightMarkdown} from '@site/src/theme/Markdown';
import {ChunkErrorBoundary, useRetryableLazy} from './ChunkLoadFailure';

const loadApiItem = () => import(/* webpackChunkName: "api-item" */ '@theme/ApiItem');
// Rendered in the browser (client-side navigation), the API item renders its descriptions at once.
const loadApiItemWithMarkdown = () => Promise.all([loadApiItem(), loadLightMarkdown()]).then(([apiItem]) => apiItem);

function LazyApiItem(props: Props): ReactNode {
  // False on the server and while hydrating (fixed for this instance), true on client-side navigation.
  const isBrowser = useIsBrowser();
  const [mountedAfterHydration] = useState(isBrowser);
  const {
    Component: ApiItem,
    attempt,
    retry,
  } = useRetryableLazy(mountedAfterHydration ? loadApiItemWithMarkdown : loadApiItem);
  const withFallback = mountedAfterHydration || attempt > 0;
  return (
    <ChunkErrorBoundary onRetry={retry}>
      {withFallback ? (
        <Suspense fallback={<ApiItemLoading />}>
          <ApiItem {...props} />
        </Suspense>
      ) : (
        <ApiItem {...props} />
      )}
    </ChunkErrorBoundary>
  );
}

export default function DocItemOrApiItem(props: Props): ReactNode {
  if (!isApiDoc(props.content.metadata.id)) {
    return <DocItem {...props} />;
  }
  return <LazyApiItem {...props} />;
}
