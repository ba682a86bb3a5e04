/**
 * Wraps the API explorer (request form, code samples, Send API Request).
 *
 * Loaded when it comes near the screen: the explorer and its request builder
 * (postman-collection and the code-sample generators) are about 175 kB gzip,
 * a third of an API page's JavaScript. On a desktop the panel sits beside the
 * description and loads at once; on a phone it comes after the description,
 * so the page becomes usable first and the explorer loads as the reader
 * scrolls towards it.
 *
 * The theme also pre-fills each parameter with its example or default, but
 * keeps numbers and booleans as they are in the spec; its request builder only
 * applies string values, so an untouched `id` of 281 was sent as the literal
 * `:id` and `page=1` as a bare `page`. The pre-filled values become strings
 * once, when the explorer mounts, so the code samples and the request match
 * what the form shows.
 */
import React, {Suspense, useEffect, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme-original/ApiExplorer';
import {ChunkErrorBoundary, useRetryableLazy} from '@site/src/components/DocItemOrApiItem/ChunkLoadFailure';
import {useNearScreen} from '@site/src/components/DocItemOrApiItem/useNearScreen';
import SkeletonLoader from '@theme/SkeletonLoader';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {setParam} from '@theme/ApiExplorer/ParamOptions/slice';
import {loadLightMarkdown} from '@site/src/theme/Markdown';
import {paramsToStringify} from './stringifyParams';

// The explorer's request body renders descriptions: their renderer loads alongside. Its stylesheet (the
// explorer's half of the theme's, see src/plugins/api-styles) loads with it, so first paint does not wait for it.
const loadExplorer = (): Promise<{default: ComponentType<Props>}> =>
  Promise.all([
    import(/* webpackChunkName: "api-explorer" */ '@theme-original/ApiExplorer'),
    import(/* webpackChunkName: "api-explorer" */ '@api-styles/explorer.css'),
    loadLightMarkdown(),
  ]).then(([explorer]) => explorer);

function StringifiedExplorer({ApiExplorer, ...props}: Props & {ApiExplorer: ComponentType<Props>}): ReactNode {
  const params = useTypedSelector((state) => state.params);
  const dispatch = useTypedDispatch();
  useEffect(() => {
    for (const param of paramsToStringify(params)) dispatch(setParam(param));
    // Once, for the values the explorer starts with; later edits are strings already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <ApiExplorer {...props} />;
}

export default function ApiExplorerWrapper(props: Props): ReactNode {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const {Component: ApiExplorer, retry} = useRetryableLazy(loadExplorer);
  const skeleton = <SkeletonLoader size="lg" />;
  return (
    <div ref={ref}>
      {near ? (
        <ChunkErrorBoundary onRetry={retry}>
          <Suspense fallback={skeleton}>
            <StringifiedExplorer ApiExplorer={ApiExplorer} {...props} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        skeleton
      )}
    </div>
  );
}
