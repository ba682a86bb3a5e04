/**
 * The API reference's descriptions (Markdown strings from the specs). The theme renders them
 * with react-markdown, remark-gfm and micromark: a sixth of an API page's script, and parsing
 * every description again while the page hydrates. The server renders them as the theme does;
 * when the page hydrates, the server's HTML is kept as it is (as ServerMarkup does) and
 * remembered, so a description the theme mounts again (its tabs remount after hydration) shows
 * that same HTML. Descriptions the server did not render (parameters, schemas, explorer, tabs
 * opened later) use the light renderer (./light.ts), which loads with those parts or on the
 * reader's first intent (pointer, touch, key, focus); the theme's renderer loads only for what
 * the light one leaves to it.
 */
import React, {Suspense, lazy, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme-original/Markdown';
import {loadOnce} from '@site/src/lib/load-once';

/** The theme's Markdown renderer, loaded once; later renders use it without suspending. */
const loadMarkdown = loadOnce(() => import(/* webpackChunkName: "api-markdown" */ '@theme-original/Markdown'));

const LazyMarkdown = lazy(loadMarkdown);

/** The light renderer, loaded once; later renders use it without suspending. */
export const loadLightMarkdown = loadOnce(() => import(/* webpackChunkName: "api-markdown-light" */ './light'));

/** The class of the element each description renders in (the theme renders it without one). */
const className = 'openapi-markdown';

/** A description rendered in the browser: the light renderer's HTML, or the theme's renderer where the light one leaves it. */
function Described(props: Props): ReactNode {
  const light = loadLightMarkdown.loaded;
  const Original = loadMarkdown.loaded?.default;
  const html = light && typeof props.children === 'string' ? light.lightHtml(props.children) : null;
  if (html !== null) return <div className={className} dangerouslySetInnerHTML={{__html: html}} />;
  return (
    <div className={className}>
      {Original ? (
        <Original {...props} />
      ) : (
        <Suspense fallback={<p>{props.children}</p>}>
          <LazyMarkdown {...props} />
        </Suspense>
      )}
    </div>
  );
}

const LazyDescribed = lazy(() => loadLightMarkdown().then(() => ({default: Described})));

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Starts loading the light renderer on the reader's first interaction with the page. */
function useLoadOnIntent(active: boolean): void {
  useEffect(() => {
    if (!active || loadLightMarkdown.loaded) return undefined;
    const load = () => {
      for (const type of intentEvents) document.removeEventListener(type, load, true);
      void loadLightMarkdown();
    };
    for (const type of intentEvents) document.addEventListener(type, load, {capture: true, passive: true});
    return () => {
      for (const type of intentEvents) document.removeEventListener(type, load, true);
    };
  }, [active]);
}

/** The server's HTML of each description this page hydrated, by its Markdown source. */
const serverHtml = new Map<string, string>();

function useRememberServerHtml(ref: RefObject<HTMLDivElement | null>, source: ReactNode, active: boolean): void {
  useEffect(() => {
    if (active && typeof source === 'string' && ref.current) serverHtml.set(source, ref.current.innerHTML);
    // Once, for the markup the page arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export default function MarkdownWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Fixed at mount: true only while hydrating (in the browser, before Docusaurus flips isBrowser).
  const [keepServerMarkup] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  const ref = useRef<HTMLDivElement>(null);
  useLoadOnIntent(keepServerMarkup);
  useRememberServerHtml(ref, props.children, keepServerMarkup);
  if (keepServerMarkup)
    return <div ref={ref} className={className} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  const Original = loadMarkdown.loaded?.default;
  if (!ExecutionEnvironment.canUseDOM)
    // On the server the lazy renderer suspends the page until it has loaded, as the API item does.
    return <div className={className}>{Original ? <Original {...props} /> : <LazyMarkdown {...props} />}</div>;
  const html = typeof props.children === 'string' ? serverHtml.get(props.children) : undefined;
  if (html !== undefined) return <div className={className} dangerouslySetInnerHTML={{__html: html}} />;
  if (loadLightMarkdown.loaded || Original) return <Described {...props} />;
  // Rendered in the browser before a renderer arrived: the plain text for the moment the light one loads.
  return (
    <Suspense
      fallback={
        <div className={className}>
          <p>{props.children}</p>
        </div>
      }>
      <LazyDescribed {...props} />
    </Suspense>
  );
}
