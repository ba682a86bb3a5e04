import React, {
  Suspense,
  lazy,
  startTransition,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SkeletonLoader from '@theme/SkeletonLoader';
import {loadLightMarkdown} from '@site/src/theme/Markdown';
import {loadOnce} from '@site/src/lib/load-once';

/** Marks the server's markup of a part while its code has not run; src/css/api.css opens native <details> in it. */
const MARKUP_ATTRIBUTE = 'data-server-markup';

/** The class of every part's element: the search index takes their text from the spec (src/plugins/search). */
const PART_CLASS = 'openapi-server-rendered';

/** What a reader may click in a part that needs its code: the click waits for it and is then replayed. */
const CONTROLS = 'summary, button, [role="tab"], input, select, textarea, label';

/** The child indices leading from `root` down to `node`. */
function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let element = node; element !== root && element.parentElement; element = element.parentElement)
    path.unshift(Array.prototype.indexOf.call(element.parentElement.children, element));
  return path;
}

/** The element at `path` below `root` (see pathTo), if the markup has one there. */
function elementAt(root: Element, path: readonly number[]): Element | undefined {
  let element: Element | undefined = root;
  for (const index of path) element = element?.children[index];
  return element;
}

/**
 * A theme component of the API page (parameters, a body schema) that the server renders and the browser keeps as
 * the server's HTML when the page hydrates: it needs no script to be read, found in the page or opened (native
 * <details>). Its code loads when the reader comes to it (pointer, touch, focus) and then renders the same markup
 * in place; a click on a control that came first is replayed on it, and focus stays where it was. On client-side
 * navigation it renders at once, with the theme's skeleton while its code loads.
 */
export function serverRenderedPart<P extends object>(
  load: () => Promise<{default: ComponentType<P>}>,
  size: 'sm' | 'md',
): ComponentType<P> {
  const preload = loadOnce(() => Promise.all([load(), loadLightMarkdown()]).then(([module]) => module));
  const Lazy = lazy(preload);
  const skeleton = <SkeletonLoader size={size} />;

  return function ServerRenderedPart(props: P): ReactNode {
    const isBrowser = useIsBrowser();
    // Mounted while the page hydrates, a part keeps the server's markup; mounted later (client-side navigation),
    // there is none to keep.
    const [live, setLive] = useState(() => ExecutionEnvironment.canUseDOM && isBrowser);
    const ref = useRef<HTMLDivElement>(null);
    const pendingClick = useRef<number[] | null>(null);
    const focused = useRef<number[] | null>(null);
    const activating = useRef(false);

    const activate = useCallback(() => {
      if (activating.current) return;
      activating.current = true;
      preload().then(
        () => {
          const container = ref.current;
          const active = document.activeElement;
          if (container && active && container.contains(active)) focused.current = pathTo(container, active);
          startTransition(() => setLive(true));
        },
        () => {
          // The markup stays readable; the next intent tries again.
          activating.current = false;
          pendingClick.current = null;
        },
      );
    }, []);

    // The live markup replaces the server's: focus and a waiting click move to the same element in it.
    useLayoutEffect(() => {
      const container = ref.current;
      if (!live || !container) return;
      if (focused.current) (elementAt(container, focused.current) as HTMLElement | undefined)?.focus();
      if (pendingClick.current) (elementAt(container, pendingClick.current) as HTMLElement | undefined)?.click();
      focused.current = pendingClick.current = null;
    }, [live]);

    if (!ExecutionEnvironment.canUseDOM)
      // On the server the lazy component suspends the page until it has loaded, as the API item does.
      return (
        <div className={PART_CLASS} {...{[MARKUP_ATTRIBUTE]: ''}}>
          <Lazy {...props} />
        </div>
      );

    if (live) {
      const Loaded = preload.loaded?.default;
      return (
        <div key="live" ref={ref} className={PART_CLASS}>
          {Loaded ? (
            <Loaded {...props} />
          ) : (
            <Suspense fallback={skeleton}>
              <Lazy {...props} />
            </Suspense>
          )}
        </div>
      );
    }

    const onClickCapture = (event: SyntheticEvent) => {
      const target = event.target as Element;
      // Links (a key's anchor) work without the part's code.
      if (!ref.current || target.closest('a[href]')) return;
      const control = target.closest(CONTROLS);
      if (!control || !ref.current.contains(control)) return;
      event.preventDefault();
      pendingClick.current = pathTo(ref.current, control);
      activate();
    };
    return (
      <div
        key="markup"
        ref={ref}
        className={PART_CLASS}
        {...{[MARKUP_ATTRIBUTE]: ''}}
        onPointerOver={activate}
        onTouchStart={activate}
        onFocus={activate}
        onClickCapture={onClickCapture}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  };
}
