/**
 * Docusaurus prefetches the chunks of each internal link as it scrolls into view. On a page with many links that
 * is a route lookup and a few hundred `<link rel=prefetch>` elements in the tasks right after hydration, where they
 * delay the reader's first input. Here prefetching waits for the page's load and then runs one link at a time when
 * the browser is idle and nothing the reader waits for is under way (see readerAwaits). Preloading on hover or
 * touch, just before a navigation, is unchanged.
 */
import {afterPageLoad, whenIdle} from '@site/src/lib/when-idle';

type Docusaurus = Window['docusaurus'];

/** `docusaurus` with a prefetch that queues its route paths and works through them when the browser is idle. */
export function idlePrefetching(docusaurus: Docusaurus, afterLoad: (start: () => void) => void): Docusaurus {
  const queue: string[] = [];
  let scheduled = false;
  const next = () => {
    const path = queue.shift();
    if (path !== undefined) docusaurus.prefetch(path);
    if (queue.length > 0) whenIdle(next);
    else scheduled = false;
  };
  return Object.freeze({
    ...docusaurus,
    prefetch(path: string) {
      queue.push(path);
      if (!scheduled) {
        scheduled = true;
        afterLoad(() => whenIdle(next));
      }
      // Link ignores the result; the queued prefetch settles later.
      return Promise.resolve([]);
    },
  });
}

const wrapped = new WeakSet<object>();

// Docusaurus sets window.docusaurus after the client modules load, and before the first route update, which comes
// before any link can scroll into view.
export function onRouteDidUpdate(): void {
  if (typeof window === 'undefined' || !window.docusaurus || wrapped.has(window.docusaurus)) return;
  window.docusaurus = idlePrefetching(window.docusaurus, afterPageLoad);
  wrapped.add(window.docusaurus);
}
