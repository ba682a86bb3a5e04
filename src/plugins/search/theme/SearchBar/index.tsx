/**
 * The site's SearchBar: DocSearch's button and modal (DocSearchBar.tsx, assembled as the theme assembles
 * them), with what the theme's config cannot set:
 *
 * - the search client: in embedded mode, `transformSearchClient` hands the
 *   modal a client that answers from the site's own index (loaded when the
 *   modal opens, never with the page); in Algolia mode the theme's client,
 *   with the docusaurus user agent the theme adds.
 * - the modal's hits keep the engine's order (see client/rank-order.ts).
 * - the spec's modal limits that DocSearch 4 hard-codes differently: queries
 *   of at most 64 characters (DocSearch allows 512) and snippets of 10 words,
 *   5 on screens up to 768 px (DocSearch uses 15).
 * - a local storage that throws on access (blocked cookies) would crash the
 *   modal; it is replaced by one that stores nothing, so search still works
 *   and only recent searches and favourites are lost.
 * - no connection to Algolia's servers is hinted when Algolia is not the backend.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode} from 'react';
import DocSearchBar from './DocSearchBar';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LiteClientLike} from '../../client/client';
import {
  missingResultsUrl,
  MODAL_MAX_QUERY_LENGTH,
  NARROW_SCREEN_QUERY,
  SEARCH_PLUGIN_NAME,
  SNIPPET_WORDS,
  SNIPPET_WORDS_NARROW,
  snippetAttributes,
  type SearchGlobalData,
} from '../../client/constants';
import {searchedLately} from '../../client/returning';
import {preloadAllowed, startSearchEarly} from '../../client/worker-start';
import {loadOnce} from '../../../../lib/load-once';
import {whenPageIdle} from '../../../../lib/when-idle';
import ErrorScreen from './ErrorScreen';
import './styles.css';

const SearchBar = DocSearchBar as unknown as ComponentType<Record<string, unknown>>;

/** The client and the modal's guards: loaded with the modal (DocSearchBar waits for them), never with the page. */
const loadModalSupport = loadOnce(() =>
  import(/* webpackChunkName: "search-client" */ '../../client/modal-support').then((module) => {
    module.guardLocalStorage();
    return module;
  }),
);

/**
 * Total hits per query, as the search service answered. DocSearch 4 adds each
 * answer's nbHits to the previous one in its state, so its own count grows
 * with every keystroke; the footer reads the count of the query shown instead.
 */
const hitCounts = new Map<string, number>();
function recordHits(query: string, nbHits: number): void {
  if (hitCounts.size > 100) hitCounts.clear();
  hitCounts.set(query, nbHits);
}

function closeModal(): void {
  // The theme closes the modal on Escape (and puts focus back on the search button).
  window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', code: 'Escape'}));
}

/** The theme's "See all {count} results" link to the search page, with the count of the current query. */
function ResultsFooter({state}: {state: {query: string; context: {nbHits?: number}}}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  const count = hitCounts.get(state.query) ?? state.context.nbHits ?? 0;
  return (
    <Link to={createSearchLink(state.query)} onClick={closeModal}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

interface AlgoliaClientLike {
  addAlgoliaAgent: (segment: string, version?: string) => void;
  search: (argument: {requests: {query?: string}[]}, options?: unknown) => Promise<unknown>;
}

/**
 * Shorter snippets on a narrow screen, read in an effect after hydration. The server renders for a wide screen, and a
 * useSyncExternalStore whose first browser value differs from the server's forces a synchronous re-render inside the
 * task that runs the page's effects, one of the longest tasks after a phone's page load. As a plain state update
 * it joins the theme's own re-render after hydration (Lighthouse mobile, medians of 7: TBT 363 → 306 ms on the
 * landing page, 501 → 396 ms on a tutorial).
 */
function useSnippetWords(): number {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(NARROW_SCREEN_QUERY);
    const update = () => setNarrow(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return narrow ? SNIPPET_WORDS_NARROW : SNIPPET_WORDS;
}

export default function SearchBarWrapper(props: Record<string, unknown>): ReactNode {
  const data = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData | undefined;
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const indexUrl = useBaseUrl(data?.indexPath ?? '/');
  const modalStylesheet = useBaseUrl(data?.modalStylesheet ?? '/');
  const embedded = data?.mode === 'embedded' && Boolean(data.indexPath);
  const preload = data?.preload ?? 'intent';
  const words = useSnippetWords();

  useEffect(() => {
    if (!embedded) return undefined;
    // The index starts loading with the first sign the reader is going to search: the pointer over the search
    // button or focus on it (when the modal's code loads too), a press on it, or the shortcut; with the page only
    // when the site asks for it (preload: 'idle') or the reader has searched here lately (see returning.ts). The
    // engine is built in a worker, so loading it early never slows the page down. A load that fails is the
    // modal's error screen on the first query, which tries again.
    const load = () => startSearchEarly(indexUrl);
    // Where the reader has not asked yet, the worker searches the page's title once the engine is built, so that
    // their first query finds the engine's code compiled (see warmUp in worker-protocol.ts).
    const loadAhead = () => startSearchEarly(indexUrl, {warm: document.title});
    const idleStart = (preload === 'idle' || searchedLately()) && preloadAllowed(navigator);
    // Safari has no requestIdleCallback: a second after the load event, the page has usually settled.
    const cancelIdleStart = idleStart ? whenPageIdle(loadAhead, {fallbackMs: 1000}) : undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const editing = Boolean(target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)));
      if ((event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) || (event.key === '/' && !editing))
        load();
    };
    const onIntent = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('.DocSearch-Button'))
        (event.type === 'pointerdown' ? load : loadAhead)();
    };
    window.addEventListener('keydown', onKeyDown, true);
    for (const type of ['pointerover', 'pointerdown', 'focusin']) window.addEventListener(type, onIntent, true);
    return () => {
      cancelIdleStart?.();
      window.removeEventListener('keydown', onKeyDown, true);
      for (const type of ['pointerover', 'pointerdown', 'focusin']) window.removeEventListener(type, onIntent, true);
    };
  }, [embedded, indexUrl, preload]);

  useEffect(() => {
    // Lets styles.css drop the "Powered by Algolia" marks when Algolia is not the backend.
    document.documentElement.dataset.searchBackend = embedded ? 'embedded' : 'algolia';
  }, [embedded]);

  // Whether the latest query failed (see ErrorScreen: DocSearch 4.7 cannot keep its own error screen up).
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const tracked = useCallback(<T extends {search: (...args: never[]) => Promise<unknown>}>(client: T): T => {
    const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
    return Object.assign(Object.create(client) as T, {
      search: async (...args: unknown[]) => {
        const id = ++latest.current;
        try {
          const response = await search(...args);
          if (id === latest.current) setFailed(false);
          return response;
        } catch (error) {
          if (id === latest.current) setFailed(true);
          throw error;
        }
      },
    });
  }, []);

  const transformSearchClient = useCallback(
    (client: AlgoliaClientLike): LiteClientLike | AlgoliaClientLike => {
      // Called once each time the modal mounts, after loadModalSupport: the moment to apply the input limit.
      const {createEmbeddedClient, limitModalInput, loadIndex, siteUrlFor} = loadModalSupport.loaded!;
      limitModalInput(MODAL_MAX_QUERY_LENGTH);
      queueMicrotask(() => setFailed(false));
      if (embedded) {
        return tracked(
          createEmbeddedClient({
            appId: String(siteConfig.themeConfig.algolia && (siteConfig.themeConfig.algolia as {appId?: string}).appId),
            apiKey: 'embedded',
            loadEngine: () => loadIndex(indexUrl),
            urlFor: siteUrlFor(window.location.origin, siteConfig.baseUrl),
            maxQueryLength: MODAL_MAX_QUERY_LENGTH,
            onResults: recordHits,
          }),
        );
      }
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const search = client.search.bind(client);
      // The modal's queries, whatever prefilled them (a long text selection), are cut at 64 characters.
      return tracked(
        Object.assign(Object.create(client) as AlgoliaClientLike, {
          search: async (argument: {requests: {query?: string}[]}, options?: unknown) => {
            const response = (await search(
              {
                ...argument,
                requests: argument.requests.map((request) => ({
                  ...request,
                  query: request.query?.slice(0, MODAL_MAX_QUERY_LENGTH),
                })),
              },
              options,
            )) as {results?: {nbHits?: number}[]};
            recordHits(
              argument.requests[0]?.query ?? '',
              (response.results ?? []).reduce((sum, result) => sum + (result.nbHits ?? 0), 0),
            );
            return response;
          },
        }),
      );
    },
    [embedded, indexUrl, siteConfig, siteMetadata.docusaurusVersion, tracked],
  );

  // The theme's own transform (result URLs made relative to the site), then the engine's order kept on screen.
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const transformItems = useCallback(
    <T extends {url: string; hierarchy: {lvl0?: string | null; lvl1?: string | null}}>(items: T[]): T[] =>
      loadModalSupport.loaded!.keepRankOrder(items.map((item) => ({...item, url: processSearchResultUrl(item.url)}))),
    [processSearchResultUrl],
  );

  const searchParameters = useMemo(() => {
    const configured =
      (siteConfig.themeConfig.algolia as {searchParameters?: Record<string, unknown>} | undefined)?.searchParameters ??
      {};
    return {
      ...configured,
      attributesToSnippet: snippetAttributes(words),
    };
  }, [siteConfig, words]);

  const algoliaConfig = siteConfig.themeConfig.algolia as
    | {searchPagePath?: unknown; translations?: {modal?: {errorScreen?: {titleText?: string; helpText?: string}}}}
    | undefined;
  const errorTexts = algoliaConfig?.translations?.modal?.errorScreen;
  return (
    <>
      <SearchBar
        {...(siteConfig.themeConfig.algolia as Record<string, unknown>)}
        {...props}
        preconnect={!embedded}
        modalStylesheet={modalStylesheet}
        loadModalCode={loadModalSupport}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        searchParameters={searchParameters}
        getMissingResultsUrl={missingResultsUrl}
        {...(algoliaConfig?.searchPagePath ? {resultsFooterComponent: ResultsFooter} : {})}
      />
      <ErrorScreen
        show={failed}
        title={errorTexts?.titleText ?? 'Unable to fetch results'}
        help={errorTexts?.helpText ?? 'You might want to check your network connection.'}
      />
    </>
  );
}
