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

/** How long a waiting part may wait for an idle moment after the page's load. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * True once the page has loaded and the browser has had an idle moment. Parts that wait for the reader to
 * scroll then render anyway, so find-in-page and screen readers reach the whole page without scrolling.
 */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const becomeIdle = () => startTransition(() => setIdle(true));
    const schedule = () => {
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(becomeIdle, {timeout: IDLE_TIMEOUT_MS});
        cancel = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(becomeIdle, 1000);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') schedule();
    else {
      window.addEventListener('load', schedule, {once: true});
      cancel = () => window.removeEventListener('load', schedule);
    }
    return () => cancel();
  }, []);
  return idle;
}
