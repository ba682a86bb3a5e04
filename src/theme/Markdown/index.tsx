/**
 * The API reference's descriptions (Markdown strings from the specs). The theme renders them
 * with react-markdown, remark-gfm and micromark: a sixth of an API page's script, and parsing
 * every description again while the page hydrates. The server renders them as the theme does;
 * when the page hydrates, the server's HTML is kept as it is (as ServerMarkup does) and
 * remembered, so a description the theme mounts again (its tabs remount after hydration) shows
 * that same HTML. The renderer loads on the reader's first intent (pointer, touch, key, focus),
 * before a tab or an expansion can show a description the server did not render, and with the
 * parts that render descriptions in the browser (parameters, schemas, explorer).
 */
import React, {
  Suspense,
  lazy,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme-original/Markdown';
import {loadOnce} from '@site/src/lib/load-once';

let Original: ComponentType<Props> | undefined;

/** Loads the theme's Markdown renderer once; later renders use it without suspending. */
export const loadMarkdown = loadOnce(() =>
  import(/* webpackChunkName: "api-markdown" */ '@theme-original/Markdown').then((module) => {
    Original = module.default;
    return module;
  }),
);

const LazyMarkdown = lazy(loadMarkdown);

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Starts loading the renderer on the reader's first interaction with the page. */
function useLoadOnIntent(active: boolean): void {
  useEffect(() => {
    if (!active || Original) return undefined;
    const load = () => {
      for (const type of intentEvents) document.removeEventListener(type, load, true);
      void loadMarkdown();
    };
    for (const type of intentEvents) document.addEventListener(type, load, {capture: true, passive: true});
    return () => {
      for (const type of intentEvents) document.removeEventListener(type, load, true);
    };
  }, [active]);
}

/** The class of the element each description renders in (the theme renders it without one). */
const className = 'openapi-markdown';

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
  if (Original || !ExecutionEnvironment.canUseDOM)
    // On the server the lazy renderer suspends the page until it has loaded, as the API item does.
    return <div className={className}>{Original ? <Original {...props} /> : <LazyMarkdown {...props} />}</div>;
  const html = typeof props.children === 'string' ? serverHtml.get(props.children) : undefined;
  if (html !== undefined) return <div className={className} dangerouslySetInnerHTML={{__html: html}} />;
  // Rendered in the browser before the renderer arrived: the plain text for the moment it loads.
  return (
    <div className={className}>
      <Suspense fallback={<p>{props.children}</p>}>
        <LazyMarkdown {...props} />
      </Suspense>
    </div>
  );
}
