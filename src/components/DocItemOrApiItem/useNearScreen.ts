import {startTransition, useEffect, useRef, useState, type RefObject} from 'react';

/** How far below the screen a part starts loading: half a phone screen ahead of the reader. */
const LOAD_AHEAD = '400px 0px';

/**
 * True once the element of `ref` has come within LOAD_AHEAD of the screen (at once where
 * IntersectionObserver is missing). The change is a transition, so what it shows renders in short tasks.
 */
export function useNearScreen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      {rootMargin: LOAD_AHEAD},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}
