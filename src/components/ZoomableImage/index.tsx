import React, {lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type {UncontrolledProps} from 'react-medium-image-zoom';
import {useColorMode} from '@docusaurus/theme-common';
import {whenIdle} from '@site/src/lib/when-idle';
import 'react-medium-image-zoom/dist/styles.css';
import './styles.css';

/**
 * The markup the zoom renders before it has found its image (as on the server), without its observers: the
 * zoom measures its image again after every change around it, which during hydration forces layouts.
 */
function Unmeasured({children}: {children?: ReactNode}): ReactNode {
  return (
    <div data-rmiz="">
      <div data-rmiz-content="not-found" style={{visibility: 'visible'}}>
        {children}
      </div>
    </div>
  );
}

// The zoom's code (about 5 KB gzip) is loaded when the first zoom mounts, not with the page: no figure needs it
// before the page is idle or a reader clicks one. Where it cannot be loaded (offline, or a newer deploy removed the
// script), the figure stays as it is instead of taking the page down.
const Zoom = lazy((): Promise<{default: ComponentType<UncontrolledProps>}> =>
  import('react-medium-image-zoom').catch(() => ({default: Unmeasured})),
);

/** How close to the screen a figure's zoom mounts. */
const NEAR_PX = 400;

/**
 * A figure's image that opens full-screen on click, tap, or Enter on its (focus-revealed) Enlarge button,
 * and closes with Escape, a click or the visible close button. The zoom mounts when the figure comes near the
 * screen and the browser is idle, not while the page hydrates; a click that comes earlier mounts it and enlarges
 * the image.
 */
export default function ZoomableImage({children}: {children: ReactNode}): ReactNode {
  // ThemedImage swaps its <img> once the colour mode is known (and on every toggle); Zoom keeps the
  // image it found when it mounted, so it mounts again when the mode changes.
  const {colorMode} = useColorMode();
  const [zoomable, setZoomable] = useState(false);
  const holder = useRef<HTMLDivElement>(null);

  // A click before the zoom is ready (not mounted yet, or its code or its image still loading) mounts it and is
  // passed on to its Enlarge button as soon as the button is there. Once it is, the zoom takes clicks itself.
  useEffect(() => {
    const element = holder.current;
    if (!element) return undefined;
    const enlargeButton = () => element.querySelector<HTMLButtonElement>('[data-rmiz-btn-zoom]');
    let waiting: MutationObserver | undefined;
    const onClick = () => {
      if (waiting || enlargeButton()) return;
      setZoomable(true);
      waiting = new MutationObserver(() => {
        const button = enlargeButton();
        if (!button) return;
        waiting?.disconnect();
        waiting = undefined;
        button.click();
      });
      waiting.observe(element, {childList: true, subtree: true});
    };
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      waiting?.disconnect();
    };
  }, []);

  useEffect(() => {
    if (zoomable) return undefined;
    let cancelIdle = () => {};
    const mountWhenIdle = () => {
      cancelIdle = whenIdle(() => setZoomable(true));
    };
    // The holder has no box of its own: its parent's box is where the figure is.
    const box = holder.current?.parentElement;
    let near: IntersectionObserver | undefined;
    if (box && typeof IntersectionObserver === 'function') {
      near = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          near?.disconnect();
          mountWhenIdle();
        },
        {rootMargin: `${NEAR_PX}px 0px`},
      );
      near.observe(box);
    } else mountWhenIdle();
    return () => {
      near?.disconnect();
      cancelIdle();
    };
  }, [zoomable]);

  return (
    <div ref={holder} className="zoomable-image">
      {zoomable ? (
        <Suspense fallback={<Unmeasured>{children}</Unmeasured>}>
          <Zoom
            key={colorMode}
            a11yNameButtonZoom="Enlarge figure"
            a11yNameButtonUnzoom="Close enlarged figure"
            zoomMargin={16}>
            {children}
          </Zoom>
        </Suspense>
      ) : (
        <Unmeasured>{children}</Unmeasured>
      )}
    </div>
  );
}
