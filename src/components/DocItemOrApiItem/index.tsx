/**
 * The docs instance's item component. The OpenAPI theme's ApiItem pulls in the
 * API explorer, Redux and the code-sample generators (about 1.7 MB gzip); as the
 * item component of every doc it would ship that to tutorials too. So ordinary
 * docs render with the classic DocItem, and ApiItem is split into its own chunk,
 * loaded only for pages generated from the OpenAPI specs.
 *
 * Server rendering waits for the lazy chunk (renderToPipeableStream, onAllReady),
 * so API pages arrive as full HTML; in the browser React keeps that HTML and
 * hydrates it once the chunk has arrived.
 */
import React, {lazy, Suspense, useMemo, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';
import {isApiDoc} from './isApiDoc';
import ApiItemLoading from './ApiItemLoading';
import ChunkLoadFailure from './ChunkLoadFailure';

const loadApiItem = () => import(/* webpackChunkName: "api-item" */ '@theme/ApiItem');

function LazyApiItem(props: Props): ReactNode {
  // React.lazy remembers a rejected import; a retry needs a fresh lazy component.
  const [attempt, setAttempt] = useState(0);
  // `attempt` is the retry key: a new value must create a new lazy component.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const ApiItem = useMemo(() => lazy(loadApiItem), [attempt]);
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) => (
        <ChunkLoadFailure
          error={error}
          onRetry={() => {
            setAttempt((n) => n + 1);
            tryAgain();
          }}
        />
      )}>
      <Suspense fallback={<ApiItemLoading />}>
        <ApiItem {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

export default function DocItemOrApiItem(props: Props): ReactNode {
  if (!isApiDoc(props.content.metadata.id)) {
    return <DocItem {...props} />;
  }
  return <LazyApiItem {...props} />;
}
