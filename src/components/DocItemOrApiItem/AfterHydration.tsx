import React, {
  Suspense,
  createContext,
  lazy,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';
import {loadLightMarkdown} from '@site/src/theme/Markdown';
import {loadOnce} from '@site/src/lib/load-once';
import {useIdleAfterLoad, useNearScreen} from './useNearScreen';

/** True where the API item was rendered in the browser (client-side navigation), not hydrated. */
export const RenderedInBrowser = createContext(false);

/**
 * Renders `children` once the page has hydrated and their place comes near the screen, or the
 * browser is idle after the page's load, as a transition: React renders them in slices of a few
 * milliseconds, so a large subtree (an operation's parameters and schemas) neither blocks the main
 * thread in one long task nor delays the page's first render, and find-in-page still finds it. `fallback` is what the server rendered in its
 * place (the theme's BrowserOnly skeleton, so hydration matches). `before` loads what `children`
 * need first. On client-side navigation `children` render at once. (The theme's tabs remount
 * their content after hydration, so "mounted in the browser" alone does not tell the two apart.)
 */
export default function AfterHydration({
  fallback,
  before,
  children,
}: {
  fallback: ReactNode;
  before?: () => Promise<unknown>;
  children: ReactNode;
}): ReactNode {
  const [ready, setReady] = useState(useContext(RenderedInBrowser));
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const idle = useIdleAfterLoad();
  useEffect(() => {
    if (ready || !(near || idle)) return undefined;
    let mounted = true;
    const show = () => {
      if (mounted) startTransition(() => setReady(true));
    };
    // A chunk that fails to load makes `children` fail where the page's error boundary shows it.
    (before ? before() : Promise.resolve()).then(show, show);
    return () => {
      mounted = false;
    };
  }, [ready, near, idle, before]);
  // The element observed is the fallback's own box; `children` render without a wrapper.
  return ready ? children : <div ref={ref}>{fallback}</div>;
}

/**
 * A theme component that renders only in the browser (its server HTML is the theme's skeleton of
 * `size`), loaded and rendered after hydration near the screen, with the Markdown renderer of its
 * descriptions: its code (the schema renderer) is not part of the page's first script.
 */
export function browserOnlyAfterHydration<P extends object>(
  load: () => Promise<{default: ComponentType<P>}>,
  size: 'sm' | 'md',
): ComponentType<P> {
  const preload = loadOnce(() => Promise.all([load(), loadLightMarkdown()]).then(([module]) => module));
  const Component = lazy(preload);
  const skeleton = <SkeletonLoader size={size} />;
  return function BrowserOnlyAfterHydration(props: P): ReactNode {
    return (
      <AfterHydration fallback={skeleton} before={preload}>
        <Suspense fallback={skeleton}>
          <Component {...props} />
        </Suspense>
      </AfterHydration>
    );
  };
}
