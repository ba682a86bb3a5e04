/**
 * The DocSearch button and modal as @docusaurus/theme-search-algolia's own SearchBar assembles them (same
 * public pieces of @docsearch/react and of the theme's client API, same behaviour), except that it hints a
 * connection to Algolia's servers only when Algolia answers: the theme's hint sends every reader's browser
 * to `<appId>-dsn.algolia.net` on every page, though the embedded search never talks to it.
 */
import React, {useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModalProps} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, mergeFacetFilters} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
// The button's rules only: the modal's come with the modal (loadModalStylesheet).
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './docsearch.css';

let modalStylesheet: Promise<void> | null = null;
/**
 * Adds the modal's stylesheet (written by the plugin, see modalStylesheet there) and resolves once it applies,
 * so the modal never shows unstyled. One that fails to load does not keep the search closed; the next opening
 * tries it again.
 */
function loadModalStylesheet(href: string): Promise<void> {
  modalStylesheet ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      modalStylesheet = null;
      resolve();
    };
    document.head.appendChild(link);
  });
  return modalStylesheet;
}

let DocSearchModal: ComponentType<DocSearchModalProps> | null = null;
/** The modal's code, its stylesheet and the site's code for it (`loadModalCode`), all loaded before it shows. */
function importDocSearchModalIfNeeded(stylesheet: string, loadModalCode: () => Promise<unknown>): Promise<void> {
  const ready = Promise.all([loadModalStylesheet(stylesheet), loadModalCode()]).then(() => {});
  if (DocSearchModal) return ready;
  return Promise.all([import('@docsearch/react/modal'), ready]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal as ComponentType<DocSearchModalProps>;
  });
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactNode {
  return <Link to={hit.url}>{children}</Link>;
}

export interface DocSearchBarProps {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Whether the browser may open a connection to Algolia ahead of the first query (Algolia mode only). */
  preconnect: boolean;
  /** URL of the modal's stylesheet. */
  modalStylesheet: string;
  /** Loads the site's code the modal needs (its search client); the modal opens once it has. */
  loadModalCode: () => Promise<unknown>;
  externalUrlRegex?: string;
  contextualSearch?: boolean;
  searchParameters?: {facetFilters?: unknown; [key: string]: unknown};
  translations?: {button?: object; modal?: object};
  placeholder?: string;
  [key: string]: unknown;
}

export default function DocSearchBar({
  externalUrlRegex,
  preconnect,
  contextualSearch,
  modalStylesheet: stylesheet,
  loadModalCode,
  ...props
}: DocSearchBarProps): ReactNode {
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate({itemUrl}: {itemUrl: string}) {
      // Results on other sites cannot be opened through the router.
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
      else history.push(itemUrl);
    },
  }));
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const searchParameters = useMemo(() => {
    const configured = (props.searchParameters?.facetFilters ?? []) as never;
    return {
      ...props.searchParameters,
      facetFilters: contextualSearch ? mergeFacetFilters(contextualFacetFilters, configured) : configured,
    };
  }, [props.searchParameters, contextualSearch, contextualFacetFilters]);

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    void importDocSearchModalIfNeeded(stylesheet, loadModalCode).then(() => setIsOpen(true));
  }, [stylesheet, loadModalCode]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      // The browser's own Ctrl+F stays the browser's.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const prepare = useCallback(
    () => void importDocSearchModalIfNeeded(stylesheet, loadModalCode).catch(() => {}),
    [stylesheet, loadModalCode],
  );
  const Modal = DocSearchModal;
  return (
    <>
      {preconnect && (
        <Head>
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        ref={searchButtonRef}
        translations={(props.translations?.button ?? translations.button) as never}
      />
      {isOpen &&
        Modal &&
        searchContainer.current &&
        createPortal(
          <Modal
            {...(props as unknown as DocSearchModalProps)}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator as never}
            hitComponent={Hit as never}
            translations={(props.translations?.modal ?? translations.modal) as never}
            searchParameters={searchParameters as never}
          />,
          searchContainer.current,
        )}
    </>
  );
}
